import type { z } from 'zod'
import { rebateOfferCsvRowSchema, rebateOfferSchema, rebateProgramSchema } from './schemas'
import type { RebateOffer, RebateOfferCsvRow, RebateProgram } from './types'

export interface RebateCsvValidRow {
  /** Line in the file: the header is line 1, the first data row line 2. */
  line: number
  row: RebateOfferCsvRow
  program: RebateProgram
  offer: RebateOffer
}

export interface RebateCsvRejectedRow {
  line: number
  /** Every problem of the row, "column: message" joined with "; ". */
  reason: string
}

export interface RebateCsvParseResult {
  valid: RebateCsvValidRow[]
  rejected: RebateCsvRejectedRow[]
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const column = issue.path.length > 0 ? String(issue.path[0]) : 'row'
      const rest = issue.path.slice(1).filter((part) => typeof part !== 'number')
      return `${[column, ...rest.map(String)].join('.')}: ${issue.message}`
    })
    .join('; ')
}

function programFromRow(row: RebateOfferCsvRow): RebateProgram {
  return rebateProgramSchema.parse({
    id: row.program_id,
    name: row.program_name,
    url: row.program_url,
    authorityId: row.authority,
    status: row.status,
    sourceUrl: row.source_url,
    lastVerified: row.last_verified,
    sample: row.sample ?? false,
    notes: row.program_notes,
  })
}

function offerFromRow(row: RebateOfferCsvRow, line: number) {
  const cap =
    row.cap_group !== undefined && row.cap_max !== undefined
      ? { groupId: row.cap_group, maxValue: row.cap_max }
      : undefined
  return rebateOfferSchema.safeParse({
    // Without an offer_id the row's line keeps ids unique within one file; give offer_id for stable re-imports.
    id: row.offer_id ?? `${row.program_id}-line-${line}`,
    programId: row.program_id,
    items: row.items,
    paymentMethods: row.payment_methods ?? ['rebate'],
    amount: {
      type: row.amount_type,
      number: row.amount_number,
      unit: row.amount_unit ?? null,
      maximum: row.amount_maximum,
      representative: row.amount_representative,
    },
    amountLabel: row.amount_label,
    currency: row.currency,
    incomeTier: row.income_tier,
    ownerStatus: row.owner_status,
    startDate: row.start_date,
    endDate: row.end_date,
    geography: {
      country: row.country,
      states: row.states,
      zipList: row.zips,
      zipPrefixes: row.zip_prefixes,
      fsas: row.fsas,
      utilityNames: row.utilities,
    },
    exclusiveGroup: row.exclusive_group,
    prerequisites: row.prerequisites,
    excludes: row.excludes,
    combinationCap: cap,
    notes: row.notes,
  })
}

const PROGRAM_COLUMNS: Array<[keyof RebateProgram, string]> = [
  ['name', 'program_name'],
  ['url', 'program_url'],
  ['authorityId', 'authority'],
  ['status', 'status'],
  ['sourceUrl', 'source_url'],
  ['lastVerified', 'last_verified'],
  ['sample', 'sample'],
]

/**
 * Validates CSV rows (objects keyed by header, as csv-parse's `columns: true` gives them).
 * A row is rejected with every reason at once; rows repeating a program must agree on its columns,
 * and offer ids must be unique in the file.
 */
export function parseRebateCsvRows(rows: ReadonlyArray<Record<string, string>>): RebateCsvParseResult {
  const valid: RebateCsvValidRow[] = []
  const rejected: RebateCsvRejectedRow[] = []
  const programs = new Map<string, { program: RebateProgram; line: number }>()
  const offerLines = new Map<string, number>()

  rows.forEach((raw, index) => {
    const line = index + 2
    const parsedRow = rebateOfferCsvRowSchema.safeParse(raw)
    if (!parsedRow.success) {
      rejected.push({ line, reason: describeIssues(parsedRow.error.issues) })
      return
    }
    const row = parsedRow.data
    const program = programFromRow(row)
    const parsedOffer = offerFromRow(row, line)
    if (!parsedOffer.success) {
      rejected.push({ line, reason: describeIssues(parsedOffer.error.issues) })
      return
    }
    const offer = parsedOffer.data

    const problems: string[] = []
    const earlier = programs.get(program.id)
    if (earlier) {
      for (const [key, column] of PROGRAM_COLUMNS) {
        if (earlier.program[key] !== program[key]) {
          problems.push(
            `${column}: differs from line ${earlier.line} for program ${program.id} ("${String(earlier.program[key])}")`,
          )
        }
      }
    }
    const duplicateLine = offerLines.get(offer.id)
    if (duplicateLine !== undefined) problems.push(`offer_id: ${offer.id} is already used on line ${duplicateLine}`)
    if (problems.length > 0) {
      rejected.push({ line, reason: problems.join('; ') })
      return
    }

    if (!earlier) programs.set(program.id, { program, line })
    offerLines.set(offer.id, line)
    valid.push({ line, row, program, offer })
  })

  return { valid, rejected }
}
