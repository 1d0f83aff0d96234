import { parse } from 'csv-parse/sync'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import {
  AUTHORITY_KINDS,
  authoritySchema,
  parseRebateCsvRows,
  type Authority,
  type RebateCsvRejectedRow,
  type RebateOffer,
  type RebateProgram,
} from '@/domain/rebates'
import { logger } from '@/lib/logger'
import { invalidateRebateCache } from './rebateCache'
import { offerToDocData, programToDocData } from './rebateDocs'

export interface ImportCounts {
  authorities: number
  programs: number
  offers: number
}

export interface RebateImportReport {
  /** True when every row was valid and (unless dryRun) written. */
  ok: boolean
  dryRun: boolean
  /** Data rows read (header excluded). */
  rows: number
  created: ImportCounts
  updated: ImportCounts
  /** Per row: line in the file (header = line 1) and every reason. Any rejected row means nothing was written. */
  rejected: RebateCsvRejectedRow[]
  /** A problem with the whole file (not CSV, no rows, a write failure). */
  error?: string
}

const zero = (): ImportCounts => ({ authorities: 0, programs: 0, offers: 0 })

function failed(error: string, rows = 0, rejected: RebateCsvRejectedRow[] = []): RebateImportReport {
  return { ok: false, dryRun: false, rows, created: zero(), updated: zero(), rejected, error }
}

export interface RebateDatasetToWrite {
  authorities: Authority[]
  programs: RebateProgram[]
  offers: RebateOffer[]
}

/**
 * Creates or updates authorities, programs and offers by their ids (authorityId, programId, offerId).
 * `keepExisting`: leave documents that already exist untouched (the seed never overwrites an editor's change).
 * Offers and programs not in the data set are left alone.
 */
export async function writeRebateDataset(
  payload: Payload,
  data: RebateDatasetToWrite,
  options: { keepExisting?: boolean; req?: PayloadRequest } = {},
): Promise<{ created: ImportCounts; updated: ImportCounts }> {
  const created = zero()
  const updated = zero()
  const common = { req: options.req, overrideAccess: true, depth: 0, context: { disableRevalidate: true } } as const

  const existingIds = async (
    collection: 'rebate-authorities' | 'rebate-programs' | 'rebate-offers',
    key: 'authorityId' | 'programId' | 'offerId',
    ids: string[],
  ) => {
    const map = new Map<string, number>()
    for (let i = 0; i < ids.length; i += 200) {
      const slice = ids.slice(i, i + 200)
      const found = await payload.find({ ...common, collection, where: { [key]: { in: slice } }, limit: slice.length, pagination: false })
      for (const doc of found.docs as unknown as Array<Record<string, unknown>>) map.set(String(doc[key]), doc.id as number)
    }
    return map
  }

  const authorityIds = await existingIds('rebate-authorities', 'authorityId', data.authorities.map((a) => a.id))
  for (const authority of data.authorities) {
    const fields = { authorityId: authority.id, name: authority.name, kind: authority.kind }
    const id = authorityIds.get(authority.id)
    if (id === undefined) {
      const doc = await payload.create({ ...common, collection: 'rebate-authorities', data: fields })
      authorityIds.set(authority.id, doc.id)
      created.authorities++
    } else if (!options.keepExisting) {
      await payload.update({ ...common, collection: 'rebate-authorities', id, data: fields })
      updated.authorities++
    }
  }
  // Programs may name authorities that already exist and are not in this data set.
  const missingAuthorities = [...new Set(data.programs.map((p) => p.authorityId))].filter((id) => !authorityIds.has(id))
  for (const [key, id] of await existingIds('rebate-authorities', 'authorityId', missingAuthorities)) authorityIds.set(key, id)

  const programIds = await existingIds('rebate-programs', 'programId', data.programs.map((p) => p.id))
  for (const program of data.programs) {
    const authorityDocId = authorityIds.get(program.authorityId)
    if (authorityDocId === undefined) throw new Error(`unknown authority ${program.authorityId}`)
    const fields = programToDocData(program, authorityDocId)
    const id = programIds.get(program.id)
    if (id === undefined) {
      const doc = await payload.create({ ...common, collection: 'rebate-programs', data: fields })
      programIds.set(program.id, doc.id)
      created.programs++
    } else if (!options.keepExisting) {
      await payload.update({ ...common, collection: 'rebate-programs', id, data: fields })
      updated.programs++
    }
  }
  const missingPrograms = [...new Set(data.offers.map((o) => o.programId))].filter((id) => !programIds.has(id))
  for (const [key, id] of await existingIds('rebate-programs', 'programId', missingPrograms)) programIds.set(key, id)

  // Offers that others reference go first, so that the reference check of each write finds them.
  const offerIds = await existingIds('rebate-offers', 'offerId', data.offers.map((o) => o.id))
  for (const offer of orderByReferences(data.offers)) {
    const programDocId = programIds.get(offer.programId)
    if (programDocId === undefined) throw new Error(`unknown program ${offer.programId}`)
    const fields = offerToDocData(offer, programDocId)
    const id = offerIds.get(offer.id)
    if (id === undefined) {
      const doc = await payload.create({ ...common, collection: 'rebate-offers', data: fields })
      offerIds.set(offer.id, doc.id)
      created.offers++
    } else if (!options.keepExisting) {
      await payload.update({ ...common, collection: 'rebate-offers', id, data: fields })
      updated.offers++
    }
  }
  invalidateRebateCache()
  return { created, updated }
}

/** Referenced offers before the offers referencing them (a cycle keeps file order). */
function orderByReferences(offers: readonly RebateOffer[]): RebateOffer[] {
  const byId = new Map(offers.map((o) => [o.id, o]))
  const done = new Set<string>()
  const visiting = new Set<string>()
  const out: RebateOffer[] = []
  const visit = (offer: RebateOffer) => {
    if (done.has(offer.id) || visiting.has(offer.id)) return
    visiting.add(offer.id)
    for (const ref of [...(offer.prerequisites ?? []), ...(offer.excludes ?? [])]) {
      const target = byId.get(ref)
      if (target) visit(target)
    }
    visiting.delete(offer.id)
    done.add(offer.id)
    out.push(offer)
  }
  offers.forEach(visit)
  return out
}

async function existingKeys(
  payload: Payload,
  collection: 'rebate-authorities' | 'rebate-offers',
  key: 'authorityId' | 'offerId',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const found = await payload.find({ collection, where: { [key]: { in: ids } }, limit: ids.length, pagination: false, depth: 0, overrideAccess: true })
  return new Set((found.docs as unknown as Array<Record<string, unknown>>).map((d) => String(d[key])))
}

/**
 * CSV import (docs/rebates.md "Import format"): every row is validated first, references are checked against
 * the file and the database, and only a file without a single rejected row is written, in one transaction
 * where the database adapter supports them. A bad file changes nothing.
 */
export async function importRebateCsv(
  payload: Payload,
  csv: string,
  options: { dryRun?: boolean } = {},
): Promise<RebateImportReport> {
  let records: Record<string, string>[]
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: false }) as Record<string, string>[]
  } catch (error) {
    // csv-parse quotes the offending value; keep the message short (the value may be a whole binary file).
    const message = (error as Error).message.split(', value is')[0]?.slice(0, 200)
    return failed(`The file is not valid CSV: ${message}`)
  }
  if (records.length === 0) return failed('The file has no data rows (the first line must be the header)')

  const { valid, rejected } = parseRebateCsvRows(records)

  // Authorities: known in the database, or described on the row (authority_name + authority_kind).
  const authorityKeys = [...new Set(valid.map((v) => v.program.authorityId))]
  const knownAuthorities = await existingKeys(payload, 'rebate-authorities', 'authorityId', authorityKeys)
  const newAuthorities = new Map<string, Authority>()
  const referencedOffers = [...new Set(valid.flatMap((v) => [...(v.offer.prerequisites ?? []), ...(v.offer.excludes ?? [])]))]
  const fileOffers = new Set(valid.map((v) => v.offer.id))
  const knownOffers = await existingKeys(
    payload,
    'rebate-offers',
    'offerId',
    referencedOffers.filter((id) => !fileOffers.has(id)),
  )

  const accepted: typeof valid = []
  for (const entry of valid) {
    const problems: string[] = []
    const raw = records[entry.line - 2] ?? {}
    const authorityKey = entry.program.authorityId
    if (!knownAuthorities.has(authorityKey)) {
      const described = authoritySchema.safeParse({
        id: authorityKey,
        name: (raw.authority_name ?? '').trim(),
        kind: (raw.authority_kind ?? '').trim().toLowerCase(),
      })
      if (described.success) {
        if (!newAuthorities.has(authorityKey)) newAuthorities.set(authorityKey, described.data)
      } else {
        problems.push(
          `authority: unknown authority ${authorityKey}; create it in the admin or give authority_name and authority_kind (${AUTHORITY_KINDS.join(', ')})`,
        )
      }
    }
    for (const key of ['prerequisites', 'excludes'] as const) {
      const unknown = (entry.offer[key] ?? []).filter((id) => !fileOffers.has(id) && !knownOffers.has(id))
      if (unknown.length > 0) problems.push(`${key}: unknown offer ${unknown.join(', ')}`)
    }
    if (problems.length > 0) rejected.push({ line: entry.line, reason: problems.join('; ') })
    else accepted.push(entry)
  }
  rejected.sort((a, b) => a.line - b.line)

  const report: RebateImportReport = {
    ok: rejected.length === 0,
    dryRun: Boolean(options.dryRun),
    rows: records.length,
    created: zero(),
    updated: zero(),
    rejected,
  }
  if (!report.ok) {
    report.error = `${rejected.length} of ${records.length} rows rejected; nothing was imported`
    return report
  }
  if (options.dryRun) return report

  const programs = new Map<string, RebateProgram>()
  for (const { program } of accepted) programs.set(program.id, program)
  const req = await createLocalReq({}, payload)
  const inTransaction = await initTransaction(req)
  try {
    const counts = await writeRebateDataset(
      payload,
      { authorities: [...newAuthorities.values()], programs: [...programs.values()], offers: accepted.map((a) => a.offer) },
      { req },
    )
    if (inTransaction) await commitTransaction(req)
    report.created = counts.created
    report.updated = counts.updated
    return report
  } catch (error) {
    if (inTransaction) await killTransaction(req)
    invalidateRebateCache()
    logger.error({ err: error }, 'rebate import failed while writing')
    return { ...report, ok: false, error: `The import failed while writing and was rolled back where possible: ${(error as Error).message}` }
  }
}
