import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { dealerTitle, nextDealerUrl } from '@/domain/dealers/dealerDerivedFields'
import type { DealerData, DealerMetaData, FuseInfo, GeoPoint, Review, Whodis } from '@/domain/dealers/dealerSchema'
import { bumpDealerIndex } from './indexVersion'
import { reviewStats } from './reviewStats'

export interface BulkDealer {
  data: DealerData & { companyID: number; name: string }
  metaData?: Partial<DealerMetaData>
  fuseInfo?: FuseInfo
  location: GeoPoint
  whodis?: Whodis
  serviceArea?: { radiusMiles?: number; servicedPostalCodes?: string[] }
  active?: boolean
  sample?: boolean
  reviews?: Review[]
}

type Table = Record<string | symbol, unknown>
type Where = unknown

/** The slice of drizzle (as Payload's SQLite and PostgreSQL adapters expose it) these writers use. */
export interface DrizzleTx {
  transaction<T>(fn: (tx: DrizzleTx) => Promise<T>): Promise<T>
  insert(table: Table): { values(rows: Record<string, unknown>[]): PromiseLike<unknown> & { returning(cols: Record<string, unknown>): Promise<{ id: number }[]> } }
  update(table: Table): { set(values: Record<string, unknown>): { where(where: Where): PromiseLike<unknown> } }
  delete(table: Table): { where(where: Where): PromiseLike<unknown> }
  select(cols?: Record<string, unknown>): { from(table: Table): PromiseLike<Record<string, unknown>[]> & { where(where: Where): Promise<Record<string, unknown>[]> } }
}

export interface DealerTables {
  dealers: Table
  dealers_texts: Table
  dealers_whodis_assigned_numbers: Table
  reviews: Table
}

const COLUMNS = Symbol.for('drizzle:Columns')
/** Rows per INSERT: under SQLite's and PostgreSQL's bound-parameter limits for our widest table. */
const BATCH = 200
export const SERVICED_CODES_PATH = 'serviceArea.servicedPostalCodes'

export function drizzleOf(payload: Payload): { drizzle: DrizzleTx; tables: DealerTables; columns: Set<string> } {
  const db = payload.db as unknown as { drizzle: DrizzleTx; tables: Record<string, Table> }
  for (const name of ['dealers', 'dealers_texts', 'dealers_whodis_assigned_numbers', 'reviews']) {
    if (!db.tables[name]) throw new Error(`dealer tables missing (${name}): are the migrations applied?`)
  }
  const columns = new Set(Object.keys((db.tables.dealers as Record<symbol, object>)[COLUMNS] ?? {}))
  return { drizzle: db.drizzle, tables: db.tables as unknown as DealerTables, columns }
}

/** { data: { companyID: 1 } } -> { data_companyID: 1 }: the adapter's JS column keys for group fields. */
export function flattenColumns(value: Record<string, unknown>, columns: Set<string>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}_${key}` : key
    if (v && typeof v === 'object' && !Array.isArray(v)) flattenColumns(v as Record<string, unknown>, columns, name, out)
    else if (v !== undefined && !Array.isArray(v) && columns.has(name)) out[name] = v
  }
  return out
}

export const isoDay = (day: string) => (day.length === 10 ? `${day}T00:00:00.000Z` : day)

export const codeRows = (parent: number, codes: readonly string[]) =>
  codes.map((code, i) => ({ order: i + 1, parent, path: SERVICED_CODES_PATH, text: code }))

export const numberRows = (parent: number, numbers: Whodis['assignedNumbers']) =>
  (numbers ?? []).map((n, i) => ({
    _order: i + 1,
    _parentID: parent,
    id: crypto.randomBytes(12).toString('hex'),
    numberType: n.numberType,
    phoneNumber: typeof n.phoneNumber === 'string' ? n.phoneNumber : null,
  }))

/**
 * Inserts dealers (and their reviews) inside the caller's transaction with multi-row INSERTs.
 * Hooks do not run, so the fields the hooks derive (title, dealer_url, review stats) are
 * computed here with the same rules. Returns the ids in input order.
 */
export async function insertDealerRows(tx: DrizzleTx, tables: DealerTables, columns: Set<string>, dealers: readonly BulkDealer[]): Promise<{ ids: number[]; reviews: number }> {
  const now = new Date().toISOString()
  const allIds: number[] = []
  let reviewCount = 0
  for (let start = 0; start < dealers.length; start += BATCH) {
    const batch = dealers.slice(start, start + BATCH)
    const rows = batch.map((d) =>
      flattenColumns(
        {
          title: dealerTitle(d.data.name, d.data.companyID),
          active: d.active ?? true,
          sample: d.sample ?? false,
          data: { ...d.data, charterMemberDate: d.data.charterMemberDate ? isoDay(d.data.charterMemberDate) : undefined },
          metaData: {
            dealer_url: nextDealerUrl(d.metaData?.dealer_url, d.data),
            priority_ranking: d.metaData?.priority_ranking ?? 0,
            ...reviewStats((d.reviews ?? []).map((r) => r.rating)),
          },
          location: d.location,
          serviceArea: { radiusMiles: d.serviceArea?.radiusMiles ?? 50 },
          fuseInfo: d.fuseInfo ?? {},
          whodis: { routingGroupID: d.whodis?.routingGroupID },
          updatedAt: now,
          createdAt: now,
        },
        columns,
      ),
    )
    const ids = (await tx.insert(tables.dealers).values(rows).returning({ id: tables.dealers.id })).map((r) => Number(r.id))
    if (ids.length !== batch.length) throw new Error('insert returned fewer ids than rows')
    allIds.push(...ids)
    const texts: Record<string, unknown>[] = []
    const numbers: Record<string, unknown>[] = []
    const reviews: Record<string, unknown>[] = []
    batch.forEach((d, i) => {
      const parent = ids[i] as number
      texts.push(...codeRows(parent, d.serviceArea?.servicedPostalCodes ?? []))
      numbers.push(...numberRows(parent, d.whodis?.assignedNumbers))
      for (const r of d.reviews ?? []) {
        reviews.push({
          dealer: parent,
          author_name: r.author_name,
          rating: r.rating,
          date: isoDay(r.date),
          text: r.text,
          owner_response: r.owner_response ?? null,
          owner_response_date: r.owner_response_date ? isoDay(r.owner_response_date) : null,
          updatedAt: now,
          createdAt: now,
        })
      }
    })
    for (let i = 0; i < texts.length; i += BATCH * 5) await tx.insert(tables.dealers_texts).values(texts.slice(i, i + BATCH * 5))
    for (let i = 0; i < numbers.length; i += BATCH) await tx.insert(tables.dealers_whodis_assigned_numbers).values(numbers.slice(i, i + BATCH))
    for (let i = 0; i < reviews.length; i += BATCH * 2) await tx.insert(tables.reviews).values(reviews.slice(i, i + BATCH * 2))
    reviewCount += reviews.length
  }
  return { ids: allIds, reviews: reviewCount }
}

/**
 * Inserts many dealers (and their reviews) in ONE transaction through the Payload adapter's
 * own drizzle tables: the seed's 3,000 dealers and ~33,000 reviews take seconds instead of
 * the minutes one `payload.create` per row would. Either every row is written or none.
 */
export async function bulkInsertDealers(payload: Payload, dealers: readonly BulkDealer[]): Promise<{ dealers: number; reviews: number }> {
  const { drizzle, tables, columns } = drizzleOf(payload)
  const result = await drizzle.transaction((tx) => insertDealerRows(tx, tables, columns, dealers))
  bumpDealerIndex()
  return { dealers: result.ids.length, reviews: result.reviews }
}
