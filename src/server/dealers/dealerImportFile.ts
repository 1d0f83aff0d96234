import { parse } from 'csv-parse/sync'
import { z } from 'zod'
import {
  dealerDataSchema,
  fuseInfoSchema,
  geoPointSchema,
  providerFlag,
  whodisSchema,
} from '@/domain/dealers/dealerSchema'
import { csvCell, unguardCsvCell } from '@/domain/csv/csvCell'
import { normaliseDayHours } from '@/domain/dealers/dealerHours'
import { REGIONS } from '@/domain/geo/regions'
import { normalizePostalCode } from '@/domain/geo/postalCode'

/**
 * Dealer import files (CSV or JSON) -> validated rows, and the CSV layout export writes.
 * Pure: no database. A file-level problem (unparseable, unknown or missing columns, no rows)
 * is `fatal`; a row-level problem rejects that row with its line and reason.
 */

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

type Kind = 'text' | 'number' | 'flag' | 'list' | 'json'

const text = (path: string): [string, Kind] => [path, 'text']
const num = (path: string): [string, Kind] => [path, 'number']
const flag = (path: string): [string, Kind] => [path, 'flag']

/** CSV columns, in export order: the Dealer entity's dot paths plus the service area and flags. */
export const DEALER_CSV_COLUMNS: readonly (readonly [string, Kind])[] = [
  num('data.companyID'),
  text('data.name'),
  text('data.dealer_guid'),
  text('data.brandID'),
  text('data.valueBrand'),
  text('data.addressLine1'),
  text('data.addressLine2'),
  text('data.city'),
  text('data.state'),
  text('data.zipcode'),
  text('data.country'),
  text('data.phone1'),
  text('data.phone2'),
  text('data.phone3'),
  text('data.email'),
  text('data.dealerType'),
  flag('data.displaySupport'),
  flag('data.emergencyService'),
  text('data.financeURL'),
  flag('data.leasingOption'),
  flag('data.googleReviews'),
  flag('data.nateCertified'),
  flag('data.nexiaDealer'),
  flag('data.nexiaDealerDiagnostics'),
  flag('data.asHomeDealer'),
  flag('data.asHomeDealerDiagnostics'),
  text('data.charterMemberDate'),
  flag('data.preferred'),
  num('data.score'),
  flag('data.showFinancing'),
  flag('data.showAddress'),
  text('data.tcsID'),
  flag('data.isTcs'),
  num('data.totalResponseCount'),
  flag('data.spanish'),
  text('data.dealerInfo.data.state'),
  text('data.dealerInfo.data.dbaName'),
  ...DAYS.map((d) => text(`data.dealerInfo.data.weekHours.${d}`)),
  text('metaData.dealer_url'),
  num('metaData.priority_ranking'),
  num('metaData.average_rating'),
  num('metaData.total_review_count'),
  num('location.lat'),
  num('location.lon'),
  num('serviceArea.radiusMiles'),
  ['serviceArea.servicedPostalCodes', 'list'],
  text('fuseInfo.pool'),
  text('fuseInfo.permaleasePhone'),
  text('fuseInfo.routingGroup'),
  text('fuseInfo.targetPhone'),
  text('fuseInfo.paidSearchPermalease'),
  text('whodis.routingGroupID'),
  ['whodis.assignedNumbers', 'json'],
  flag('active'),
  flag('sample'),
]

export const REQUIRED_CSV_COLUMNS = ['data.companyID', 'data.name', 'location.lat', 'location.lon'] as const

const kindOf = new Map(DEALER_CSV_COLUMNS.map(([path, kind]) => [path, kind]))

/** "companyID" -> "data.companyID": a column may be named by its last segment when that is unambiguous ("state" means data.state). */
const aliases = (() => {
  const byLeaf = new Map<string, string[]>()
  for (const [path] of DEALER_CSV_COLUMNS) {
    const leaf = path.split('.').pop() as string
    byLeaf.set(leaf.toLowerCase(), [...(byLeaf.get(leaf.toLowerCase()) ?? []), path])
  }
  const out = new Map<string, string>()
  for (const [leaf, paths] of byLeaf) if (paths.length === 1) out.set(leaf, paths[0] as string)
  out.set('state', 'data.state')
  for (const [path] of DEALER_CSV_COLUMNS) out.set(path.toLowerCase(), path)
  return out
})()

const REGION_CODES = new Set(REGIONS.map((r) => r.code))
/** A day's hours as the admin stores them ("8am to 6pm" -> "8:00 AM - 6:00 PM"); unreadable ones reject the row. */
const dayHours = z.string().transform((value, ctx) => {
  const result = normaliseDayHours(value)
  if (result.ok) return result.value
  ctx.addIssue({ code: 'custom', message: result.message })
  return z.NEVER
})
const importDealerInfo = z.object({
  data: z
    .object({
      state: z.string().optional(),
      dbaName: z.string().optional(),
      weekHours: z.object(Object.fromEntries(DAYS.map((day) => [day, dayHours.optional()])) as Record<(typeof DAYS)[number], z.ZodOptional<typeof dayHours>>).optional(),
    })
    .optional(),
})
const postalCode = z.string().refine((v) => normalizePostalCode(v) !== null, 'is not a US ZIP code or a Canadian postal code')

/** One import row, validated: the Dealer entity's fields (stats ignored) plus service area and flags. */
export const dealerImportRowSchema = z.object({
  data: z.object({
    ...dealerDataSchema.shape,
    companyID: z.number({ error: 'companyID is required' }).int().positive(),
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required'),
    city: z.string({ error: 'city is required' }).trim().min(1, 'city is required'),
    state: z
      .string({ error: 'state is required' })
      .trim()
      .toUpperCase()
      .refine((v) => REGION_CODES.has(v), 'state must be a two-letter US state, territory or Canadian province code'),
    zipcode: postalCode,
    country: z.enum(['US', 'CA']).optional(),
    dealerInfo: importDealerInfo.optional(),
  }),
  metaData: z
    .object({
      dealer_url: z.string().optional(),
      priority_ranking: z.number().int().nonnegative().optional(),
      // Read but never stored: the review hooks own these numbers.
      average_rating: z.number().min(0).max(5).optional(),
      total_review_count: z.number().int().nonnegative().optional(),
    })
    .optional(),
  location: geoPointSchema,
  serviceArea: z
    .object({
      radiusMiles: z.number().min(0).max(500).optional(),
      servicedPostalCodes: z.array(postalCode).optional(),
    })
    .optional(),
  fuseInfo: z.optional(fuseInfoSchema),
  whodis: z
    .object({ ...whodisSchema.shape, assignedNumbers: z.array(z.looseObject({ numberType: z.string().trim().min(1, 'numberType is required'), phoneNumber: z.string().optional() })).optional() })
    .optional(),
  active: z.boolean().optional(),
  sample: z.boolean().optional(),
})

export type DealerImportRow = z.infer<typeof dealerImportRowSchema>

export interface RejectedRow {
  /** CSV: the file line; JSON: the 1-based position in the array. */
  line: number
  companyID?: number
  reason: string
}

export type ParsedDealerFile =
  | { ok: true; format: 'csv' | 'json'; rows: { line: number; row: DealerImportRow }[]; rejected: RejectedRow[] }
  | { ok: false; error: string }

export function detectFormat(fileName: string | undefined, content: string): 'csv' | 'json' {
  if (fileName && /\.json$/i.test(fileName)) return 'json'
  if (fileName && /\.csv$/i.test(fileName)) return 'csv'
  return /^\s*[[{]/.test(content) ? 'json' : 'csv'
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
  node[parts[parts.length - 1] as string] = value
}

function cellValue(kind: Kind, raw: string, path: string): unknown {
  switch (kind) {
    case 'number': {
      const n = Number(raw)
      if (!Number.isFinite(n)) throw new Error(`${path} must be a number (got "${raw}")`)
      return n
    }
    case 'flag': {
      const b = providerFlag(raw)
      if (b === undefined) throw new Error(`${path} must be true/false, Y/N or 1/0 (got "${raw}")`)
      return b
    }
    case 'list':
      return raw.split(/[;|]/).map((s) => s.trim()).filter(Boolean)
    case 'json':
      try {
        return JSON.parse(raw)
      } catch {
        throw new Error(`${path} must be JSON, e.g. [{"numberType":"tracking","phoneNumber":"(512) 555-0100"}]`)
      }
    default:
      return raw
  }
}

function issueText(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.join('.')
      return path && !issue.message.startsWith(String(issue.path[issue.path.length - 1])) ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}

/** Country from the postal code when the file leaves it out; state upper-cased. */
function finish(row: DealerImportRow): DealerImportRow {
  const country = row.data.country ?? normalizePostalCode(row.data.zipcode)?.country
  return { ...row, data: { ...row.data, ...(country ? { country } : {}) } }
}

function validateRows(records: { line: number; value: unknown }[]): { rows: { line: number; row: DealerImportRow }[]; rejected: RejectedRow[] } {
  const rows: { line: number; row: DealerImportRow }[] = []
  const rejected: RejectedRow[] = []
  const firstLine = new Map<number, number>()
  for (const { line, value } of records) {
    const parsed = dealerImportRowSchema.safeParse(value)
    const rawId = (value as { data?: { companyID?: unknown } } | undefined)?.data?.companyID
    const companyID = typeof rawId === 'number' && Number.isFinite(rawId) ? rawId : undefined
    if (!parsed.success) {
      rejected.push({ line, ...(companyID !== undefined ? { companyID } : {}), reason: issueText(parsed.error) })
      continue
    }
    const id = parsed.data.data.companyID
    const seen = firstLine.get(id)
    if (seen !== undefined) {
      rejected.push({ line, companyID: id, reason: `duplicate companyID ${id} (first on line ${seen})` })
      continue
    }
    firstLine.set(id, line)
    rows.push({ line, row: finish(parsed.data) })
  }
  return { rows, rejected }
}

export function parseDealerCsv(content: string): ParsedDealerFile {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(content, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }) as unknown as typeof records
  } catch (error) {
    return { ok: false, error: `The file is not valid CSV: ${(error as Error).message}` }
  }
  const header = records[0]?.record
  if (!header) return { ok: false, error: 'The file is empty: expected a header line and at least one dealer' }
  const paths = header.map((name) => aliases.get(name.trim().toLowerCase()))
  const unknown = header.filter((_, i) => !paths[i])
  if (unknown.length) {
    return { ok: false, error: `Unknown column(s): ${unknown.join(', ')}. Columns are the dot paths written by dealers:export, e.g. data.companyID, data.name, location.lat` }
  }
  const missing = REQUIRED_CSV_COLUMNS.filter((required) => !paths.includes(required))
  if (missing.length) return { ok: false, error: `Missing required column(s): ${missing.join(', ')}` }
  const duplicate = paths.find((p, i) => paths.indexOf(p) !== i)
  if (duplicate) return { ok: false, error: `Column ${duplicate} appears twice` }
  if (records.length < 2) return { ok: false, error: 'The file has a header but no dealers' }

  const cellErrors: RejectedRow[] = []
  const values: { line: number; value: unknown }[] = []
  for (const { record, info } of records.slice(1)) {
    const value: Record<string, unknown> = {}
    if (record.length !== header.length) {
      cellErrors.push({ line: info.lines, reason: `expected ${header.length} values (one per column), got ${record.length}` })
      continue
    }
    try {
      record.forEach((raw, i) => {
        const path = paths[i] as string
        if (raw === '') return // empty cell: not provided (an update keeps the stored value)
        setPath(value, path, cellValue(kindOf.get(path) ?? 'text', unguardCsvCell(raw), path))
      })
      values.push({ line: info.lines, value })
    } catch (error) {
      const id = Number(record[paths.indexOf('data.companyID')])
      cellErrors.push({ line: info.lines, ...(Number.isFinite(id) && id > 0 ? { companyID: id } : {}), reason: (error as Error).message })
    }
  }
  const { rows, rejected } = validateRows(values)
  return { ok: true, format: 'csv', rows, rejected: [...cellErrors, ...rejected].sort((a, b) => a.line - b.line) }
}

/** A JSON array of dealers (Dealer entity shape, + serviceArea/active/sample), or {"dealers": [...]}. */
export function parseDealerJson(content: string): ParsedDealerFile {
  let data: unknown
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ''))
  } catch (error) {
    return { ok: false, error: `The file is not valid JSON: ${(error as Error).message}` }
  }
  const list = Array.isArray(data) ? data : (data as { dealers?: unknown })?.dealers
  if (!Array.isArray(list)) return { ok: false, error: 'Expected a JSON array of dealers or an object with a "dealers" array' }
  if (list.length === 0) return { ok: false, error: 'The file has no dealers' }
  const values = list.map((value, i) => {
    if (value && typeof value === 'object') {
      const copy = { ...(value as Record<string, unknown>) }
      delete copy.searchInfo // a saved search response may be re-imported
      delete copy.reviews
      return { line: i + 1, value: copy }
    }
    return { line: i + 1, value }
  })
  const { rows, rejected } = validateRows(values)
  return { ok: true, format: 'json', rows, rejected }
}

export function parseDealerFile(content: string, fileName?: string): ParsedDealerFile {
  return detectFormat(fileName, content) === 'json' ? parseDealerJson(content) : parseDealerCsv(content)
}

// ----- export

function getPath(source: unknown, path: string): unknown {
  let node = source
  for (const part of path.split('.')) {
    if (node === null || node === undefined || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** One CSV line per dealer in the import layout, so an export can be edited and imported back. */
export function dealersToCsv(dealers: readonly unknown[]): string {
  const lines = [DEALER_CSV_COLUMNS.map(([path]) => path).join(',')]
  for (const dealer of dealers) {
    lines.push(
      DEALER_CSV_COLUMNS.map(([path, kind]) => {
        const value = getPath(dealer, path)
        if (kind === 'list') return csvCell(Array.isArray(value) ? value.join(';') : value)
        if (kind === 'json') return csvCell(Array.isArray(value) && value.length ? value : undefined)
        if (path === 'data.charterMemberDate' && typeof value === 'string') return csvCell(value.slice(0, 10))
        return csvCell(value)
      }).join(','),
    )
  }
  return `${lines.join('\n')}\n`
}
