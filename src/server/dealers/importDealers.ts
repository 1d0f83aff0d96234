import * as drizzleOps from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { dealerTitle, nextDealerUrl } from '@/domain/dealers/dealerDerivedFields'
import { logger } from '@/lib/logger'
import {
  codeRows,
  drizzleOf,
  flattenColumns,
  insertDealerRows,
  isoDay,
  numberRows,
  SERVICED_CODES_PATH,
  type BulkDealer,
} from './bulkInsertDealers'
import { parseDealerFile, type DealerImportRow, type RejectedRow } from './dealerImportFile'
import { bumpDealerIndex } from './indexVersion'

// drizzle's operators build dialect-neutral SQL, so the SQLite adapter's export serves PostgreSQL too.
// Columns are reached by name here, so the operators are typed loosely.
type Op = (...args: unknown[]) => unknown
const { and, eq, inArray } = drizzleOps as unknown as { and: Op; eq: Op; inArray: Op }

export interface DealerImportReport {
  ok: boolean
  /** Set when the whole file was refused or the write failed; then nothing changed. */
  error?: string
  format?: 'csv' | 'json'
  rows: number
  created: number
  updated: number
  rejected: RejectedRow[]
}

export interface ImportOptions {
  /** Test seam: called before each row is written (a throw must roll everything back). */
  beforeRow?: (line: number) => void
}

function toBulk(row: DealerImportRow): BulkDealer {
  const { metaData, ...rest } = row
  return {
    ...rest,
    metaData: { ...(metaData?.dealer_url ? { dealer_url: metaData.dealer_url } : {}), ...(metaData?.priority_ranking !== undefined ? { priority_ranking: metaData.priority_ranking } : {}) },
  }
}

/**
 * Validates every row of a dealer file and upserts the valid ones by companyID in ONE
 * database transaction. Rejected rows are listed with their line and reason; the valid rows
 * of the same file are still imported. A file-level problem, or any failure while writing,
 * changes nothing (ok: false + error).
 *
 * Writes go through the adapter's drizzle tables (multi-row INSERTs, one UPDATE per existing
 * dealer): Payload's SQLite adapter runs without transactions by default, and one local-API
 * call per row is ~50x slower. Fields the Dealers hooks derive are computed with the same
 * helpers; a CSV cell left empty (or a JSON key left out) keeps the stored value;
 * average_rating and total_review_count are never imported (the reviews own them).
 */
export async function importDealers(payload: Payload, content: string, fileName?: string, options: ImportOptions = {}): Promise<DealerImportReport> {
  const parsed = parseDealerFile(content, fileName)
  if (!parsed.ok) return { ok: false, error: parsed.error, rows: 0, created: 0, updated: 0, rejected: [] }
  const report: DealerImportReport = {
    ok: true,
    format: parsed.format,
    rows: parsed.rows.length + parsed.rejected.length,
    created: 0,
    updated: 0,
    rejected: parsed.rejected,
  }
  if (parsed.rows.length === 0) return report

  const { drizzle, tables, columns } = drizzleOf(payload)
  const d = tables.dealers as Record<string, unknown>
  let line = 0
  try {
    const counts = await drizzle.transaction(async (tx) => {
      const existing = new Map<number, Record<string, unknown>>()
      const ids = parsed.rows.map((r) => r.row.data.companyID)
      for (let i = 0; i < ids.length; i += 500) {
        const found = await tx
          .select({ id: d.id, companyID: d.data_companyID, name: d.data_name, city: d.data_city, state: d.data_state, url: d.metaData_dealer_url })
          .from(tables.dealers)
          .where(inArray(d.data_companyID, ids.slice(i, i + 500)))
        for (const row of found) existing.set(Number(row.companyID), row)
      }
      const creates: { line: number; row: DealerImportRow }[] = []
      let updated = 0
      const now = new Date().toISOString()
      for (const item of parsed.rows) {
        line = item.line
        options.beforeRow?.(item.line)
        const stored = existing.get(item.row.data.companyID)
        if (!stored) {
          creates.push(item)
          continue
        }
        const bulk = toBulk(item.row)
        const merged = {
          name: bulk.data.name ?? (stored.name as string),
          city: bulk.data.city ?? (stored.city as string),
          state: bulk.data.state ?? (stored.state as string),
          companyID: bulk.data.companyID,
        }
        const set = flattenColumns(
          {
            title: dealerTitle(merged.name, merged.companyID),
            ...(bulk.active !== undefined ? { active: bulk.active } : {}),
            ...(bulk.sample !== undefined ? { sample: bulk.sample } : {}),
            data: { ...bulk.data, charterMemberDate: bulk.data.charterMemberDate ? isoDay(bulk.data.charterMemberDate) : undefined },
            metaData: { ...bulk.metaData, dealer_url: nextDealerUrl(bulk.metaData?.dealer_url ?? (stored.url as string | null), merged) },
            location: bulk.location,
            serviceArea: { radiusMiles: bulk.serviceArea?.radiusMiles },
            fuseInfo: bulk.fuseInfo ?? {},
            whodis: { routingGroupID: bulk.whodis?.routingGroupID },
            updatedAt: now,
          },
          columns,
        )
        const id = Number(stored.id)
        await tx.update(tables.dealers).set(set).where(eq(d.id, id))
        const codes = bulk.serviceArea?.servicedPostalCodes
        if (codes) {
          const texts = tables.dealers_texts as Record<string, unknown>
          await tx.delete(tables.dealers_texts).where(and(eq(texts.parent, id), eq(texts.path, SERVICED_CODES_PATH)))
          if (codes.length) await tx.insert(tables.dealers_texts).values(codeRows(id, codes))
        }
        const numbers = bulk.whodis?.assignedNumbers
        if (numbers) {
          const table = tables.dealers_whodis_assigned_numbers as Record<string, unknown>
          await tx.delete(tables.dealers_whodis_assigned_numbers).where(eq(table._parentID, id))
          if (numbers.length) await tx.insert(tables.dealers_whodis_assigned_numbers).values(numberRows(id, numbers))
        }
        updated++
      }
      if (creates.length) {
        line = creates[0]?.line ?? line
        await insertDealerRows(tx, tables, columns, creates.map((c) => ({ ...toBulk(c.row), active: c.row.active ?? true })))
      }
      return { created: creates.length, updated }
    })
    report.created = counts.created
    report.updated = counts.updated
  } catch (error) {
    logger.warn({ err: error, event: 'dealer_import_failed', line }, 'dealer import rolled back')
    return {
      ok: false,
      error: `Import stopped at line ${line} and nothing was changed: ${(error as Error).message}`,
      format: parsed.format,
      rows: report.rows,
      created: 0,
      updated: 0,
      rejected: parsed.rejected,
    }
  }
  bumpDealerIndex()
  logger.info({ event: 'dealer_import', format: parsed.format, rows: report.rows, created: report.created, updated: report.updated, rejected: report.rejected.length }, 'dealers imported')
  return report
}
