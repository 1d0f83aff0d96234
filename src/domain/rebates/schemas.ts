import { z } from 'zod'
import { isCalendarDate, isOfferDate, offerDateEnd, offerDateStart } from './dates'
import { FSA, ZIP5, ZIP_PREFIX } from '../geo/postalCode'
import { isRegionCode } from './regions'
import {
  AMOUNT_TYPES,
  AMOUNT_UNITS,
  AUTHORITY_KINDS,
  COUNTRIES,
  CURRENCIES,
  CURRENCY_BY_COUNTRY,
  OFFER_INCOME_TIERS,
  OWNER_STATUSES,
  PAYMENT_METHODS,
  PROGRAM_STATUSES,
  REBATE_ITEMS,
} from './vocabulary'

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

const ID = /^[a-z0-9][a-z0-9._:-]*$/
const ID_MESSAGE = 'must be a lowercase id of letters, digits and - _ . : (e.g. mass-save-2026)'

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`

const idSchema = z.string().trim().regex(ID, ID_MESSAGE)
const textSchema = z.string().trim().min(1, 'must not be empty')
const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://www.masssave.com/' })
const calendarDateSchema = z
  .string()
  .trim()
  .refine(isCalendarDate, 'must be a date written YYYY-MM-DD, e.g. 2026-11-01')
const offerDateSchema = z
  .string()
  .trim()
  .refine(isOfferDate, 'must be YYYY-MM-DD, YYYY-MM or a bare year YYYY (an end year means 31 December)')
const moneySchema = z.number().finite().nonnegative('must be 0 or more')

// ---------------------------------------------------------------------------------------------------------------
// Cross-field rules, shared by the model schema and the CSV row schema (each maps them onto its own field names)

type ConsistencyField =
  | 'amountNumber'
  | 'amountUnit'
  | 'currency'
  | 'states'
  | 'zips'
  | 'fsas'
  | 'endDate'
  | 'prerequisites'
  | 'excludes'

interface ConsistencyInput {
  id?: string
  amountType: (typeof AMOUNT_TYPES)[number]
  amountNumber: number
  amountUnit: (typeof AMOUNT_UNITS)[number] | null | undefined
  currency: (typeof CURRENCIES)[number]
  country: (typeof COUNTRIES)[number]
  states?: readonly string[]
  zips?: readonly string[]
  fsas?: readonly string[]
  startDate?: string
  endDate?: string
  prerequisites?: readonly string[]
  excludes?: readonly string[]
}

function consistencyIssues(o: ConsistencyInput): Array<{ field: ConsistencyField; message: string }> {
  const issues: Array<{ field: ConsistencyField; message: string }> = []
  if (o.amountType === 'dollars_per_unit' && !o.amountUnit) {
    issues.push({ field: 'amountUnit', message: `is required for dollars_per_unit (${AMOUNT_UNITS.join(', ')})` })
  }
  if (o.amountType !== 'dollars_per_unit' && o.amountUnit) {
    issues.push({ field: 'amountUnit', message: 'must be empty unless the amount type is dollars_per_unit' })
  }
  if (o.amountType === 'percent' && o.amountNumber > 100) {
    issues.push({ field: 'amountNumber', message: 'must be a percentage from 0 to 100' })
  }
  const expectedCurrency = CURRENCY_BY_COUNTRY[o.country]
  if (o.currency !== expectedCurrency) {
    issues.push({ field: 'currency', message: `must be ${expectedCurrency} for country ${o.country}` })
  }
  const badRegions = (o.states ?? []).filter((code) => !isRegionCode(o.country, code))
  if (badRegions.length > 0) {
    const kind = o.country === 'US' ? 'US state' : 'Canadian province/territory'
    issues.push({ field: 'states', message: `${badRegions.join(', ')} is not a ${kind} code` })
  }
  if (o.country === 'CA' && (o.zips?.length ?? 0) > 0) {
    issues.push({ field: 'zips', message: 'ZIP codes only apply to country US; use FSAs for Canada' })
  }
  if (o.country === 'US' && (o.fsas?.length ?? 0) > 0) {
    issues.push({ field: 'fsas', message: 'FSAs only apply to country CA; use ZIP codes or prefixes for the US' })
  }
  if (o.startDate && o.endDate && isOfferDate(o.startDate) && isOfferDate(o.endDate)) {
    if (offerDateEnd(o.endDate) < offerDateStart(o.startDate)) {
      issues.push({ field: 'endDate', message: `must not be before the start date ${o.startDate}` })
    }
  }
  if (o.id !== undefined && o.prerequisites?.includes(o.id)) {
    issues.push({ field: 'prerequisites', message: 'an offer cannot be its own prerequisite' })
  }
  if (o.id !== undefined && o.excludes?.includes(o.id)) {
    issues.push({ field: 'excludes', message: 'an offer cannot exclude itself' })
  }
  return issues
}

// ---------------------------------------------------------------------------------------------------------------
// The data model

export const authoritySchema = z.object({
  id: idSchema,
  name: textSchema,
  kind: z.enum(AUTHORITY_KINDS, { error: oneOf(AUTHORITY_KINDS) }),
})

export const rebateProgramSchema = z.object({
  id: idSchema,
  name: textSchema,
  /** The page a visitor is sent to (the widget's homeURL). */
  url: httpUrlSchema,
  authorityId: idSchema,
  status: z.enum(PROGRAM_STATUSES, { error: oneOf(PROGRAM_STATUSES) }),
  /** Where the amounts were read; data only, never fetched. */
  sourceUrl: httpUrlSchema,
  lastVerified: calendarDateSchema,
  /** Sample rows are placeholders until someone verifies them against the source. */
  sample: z.boolean().default(false),
  notes: z.string().trim().optional(),
})

export const offerAmountSchema = z.object({
  type: z.enum(AMOUNT_TYPES, { error: oneOf(AMOUNT_TYPES) }),
  /** Dollars, a percentage (0-100) or dollars per unit. */
  number: moneySchema,
  unit: z.enum(AMOUNT_UNITS, { error: oneOf(AMOUNT_UNITS) }).nullable().default(null),
  maximum: moneySchema.optional(),
  /** A typical amount stated by the program; wins over any computed value. */
  representative: moneySchema.optional(),
})

export const offerGeographySchema = z.object({
  country: z.enum(COUNTRIES, { error: oneOf(COUNTRIES) }),
  /** State or province codes; absent or empty = the whole country. */
  states: z.array(z.string().trim().toUpperCase()).optional(),
  zipList: z.array(z.string().trim().regex(ZIP5, 'must be a 5-digit ZIP code')).optional(),
  zipPrefixes: z.array(z.string().trim().regex(ZIP_PREFIX, 'must be 1 to 5 leading ZIP digits')).optional(),
  fsas: z
    .array(z.string().trim().toUpperCase().regex(FSA, 'must be a Canadian FSA such as M5V'))
    .optional(),
  /** Utility territory; the place's utilities decide, or the headline says "depending on your utility". */
  utilityNames: z.array(textSchema).optional(),
})

export const combinationCapSchema = z.object({
  groupId: idSchema,
  maxValue: moneySchema,
})

export const rebateOfferSchema = z
  .object({
    id: idSchema,
    programId: idSchema,
    items: z.array(z.enum(REBATE_ITEMS, { error: oneOf(REBATE_ITEMS) })).min(1, 'needs at least one item'),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS, { error: oneOf(PAYMENT_METHODS) }))
      .min(1, 'needs at least one payment method'),
    amount: offerAmountSchema,
    /** As the program words it, e.g. "Up to $8,500". */
    amountLabel: textSchema,
    currency: z.enum(CURRENCIES, { error: oneOf(CURRENCIES) }),
    /** Income-qualified offers count only when the visitor says they qualify; `any` = no income test. */
    incomeTier: z.enum(OFFER_INCOME_TIERS, { error: oneOf(OFFER_INCOME_TIERS) }).default('any'),
    ownerStatus: z
      .array(z.enum(OWNER_STATUSES, { error: oneOf(OWNER_STATUSES) }))
      .min(1)
      .default(['homeowner']),
    startDate: offerDateSchema.optional(),
    /** Inclusive; a bare year means 31 December of that year. */
    endDate: offerDateSchema.optional(),
    geography: offerGeographySchema,
    /** Tiers of one program: only the best offer of a group counts. */
    exclusiveGroup: idSchema.optional(),
    /** Offer ids that must also apply in the same scenario. */
    prerequisites: z.array(idSchema).optional(),
    /** Offer ids this offer supersedes: when this one applies they do not. */
    excludes: z.array(idSchema).optional(),
    /** Offers sharing a groupId together count at most maxValue. */
    combinationCap: combinationCapSchema.optional(),
    notes: z.string().trim().optional(),
  })
  .superRefine((offer, ctx) => {
    const paths: Record<ConsistencyField, PropertyKey[]> = {
      amountNumber: ['amount', 'number'],
      amountUnit: ['amount', 'unit'],
      currency: ['currency'],
      states: ['geography', 'states'],
      zips: ['geography', 'zipList'],
      fsas: ['geography', 'fsas'],
      endDate: ['endDate'],
      prerequisites: ['prerequisites'],
      excludes: ['excludes'],
    }
    const issues = consistencyIssues({
      id: offer.id,
      amountType: offer.amount.type,
      amountNumber: offer.amount.number,
      amountUnit: offer.amount.unit,
      currency: offer.currency,
      country: offer.geography.country,
      states: offer.geography.states,
      zips: [...(offer.geography.zipList ?? []), ...(offer.geography.zipPrefixes ?? [])],
      fsas: offer.geography.fsas,
      startDate: offer.startDate,
      endDate: offer.endDate,
      prerequisites: offer.prerequisites,
      excludes: offer.excludes,
    })
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: paths[issue.field], message: issue.message })
  })

/** A whole data set with its references checked: unique ids, known authorities, programs and related offers. */
export const rebateDatasetSchema = z
  .object({
    authorities: z.array(authoritySchema),
    programs: z.array(rebateProgramSchema),
    offers: z.array(rebateOfferSchema),
  })
  .superRefine((data, ctx) => {
    const checkUnique = (key: 'authorities' | 'programs' | 'offers', ids: string[]) => {
      const seen = new Set<string>()
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: `duplicate id ${id}` })
        seen.add(id)
      })
    }
    checkUnique('authorities', data.authorities.map((a) => a.id))
    checkUnique('programs', data.programs.map((p) => p.id))
    checkUnique('offers', data.offers.map((o) => o.id))

    const authorityIds = new Set(data.authorities.map((a) => a.id))
    const programIds = new Set(data.programs.map((p) => p.id))
    const offerIds = new Set(data.offers.map((o) => o.id))
    data.programs.forEach((program, index) => {
      if (!authorityIds.has(program.authorityId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['programs', index, 'authorityId'],
          message: `unknown authority ${program.authorityId}`,
        })
      }
    })
    data.offers.forEach((offer, index) => {
      if (!programIds.has(offer.programId)) {
        ctx.addIssue({ code: 'custom', path: ['offers', index, 'programId'], message: `unknown program ${offer.programId}` })
      }
      for (const key of ['prerequisites', 'excludes'] as const) {
        for (const ref of offer[key] ?? []) {
          if (!offerIds.has(ref)) {
            ctx.addIssue({ code: 'custom', path: ['offers', index, key], message: `unknown offer ${ref}` })
          }
        }
      }
    })
  })

// ---------------------------------------------------------------------------------------------------------------
// CSV import: one row = one offer plus its program's columns (repeated on every row of that program)

/** Cells arrive as strings; a blank cell is a missing value. */
function cell(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

function listCell(value: unknown): unknown {
  const text = cell(value)
  if (typeof text !== 'string') return text
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  return parts.length > 0 ? parts : undefined
}

function numberCell(value: unknown): unknown {
  const text = cell(value)
  if (typeof text !== 'string') return text
  const plain = text.replace(/[$,\s]/g, '')
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : text
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, yes: true, y: true, 1: true, false: false, no: false, n: false, 0: false }

function booleanCell(value: unknown): unknown {
  const text = cell(value)
  if (typeof text !== 'string') return text
  return BOOLEAN_WORDS[text.toLowerCase()] ?? text
}

const requiredMessage = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : what

const requiredText = (what = 'must not be empty') =>
  z.preprocess(cell, z.string({ error: requiredMessage(what) }))
const requiredMatch = (pattern: RegExp, what: string) =>
  z.preprocess(cell, z.string({ error: requiredMessage(what) }).regex(pattern, what))
const requiredChecked = (check: (value: string) => boolean, what: string) =>
  z.preprocess(cell, z.string({ error: requiredMessage(what) }).refine(check, what))
const optionalText = () => z.preprocess(cell, z.string().optional())
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof cell(v) === 'string' ? (cell(v) as string).toLowerCase() : cell(v)),
    z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : `${oneOf(values)} (got "${String(issue.input)}")`) }),
  )
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof cell(v) === 'string' ? (cell(v) as string).toLowerCase() : cell(v)),
    z.enum(values, { error: (issue) => `${oneOf(values)} (got "${String(issue.input)}")` }).optional(),
  )
const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(values, { error: (issue) => `"${String(issue.input)}" is not allowed; ${oneOf(values)}` }),
    ),
    { error: (issue) => (issue.input === undefined ? 'is required (separate several with ;)' : 'must be a ;-separated list') },
  )
const optionalList = <T extends z.ZodType>(item: T) => z.preprocess(listCell, z.array(item).optional())
const requiredNumber = (what: string) =>
  z.preprocess(numberCell, z.number({ error: requiredMessage(what) }).nonnegative(what))
const optionalNumber = (what: string) => z.preprocess(numberCell, z.number({ error: what }).nonnegative(what).optional())

/** Header spellings accepted besides the canonical column names. */
const COLUMN_ALIASES: Record<string, string> = {
  item: 'items',
  zip: 'zips',
  zip_list: 'zips',
  zip_codes: 'zips',
  provinces: 'states',
  state: 'states',
  fsa: 'fsas',
  utility: 'utilities',
  utility_names: 'utilities',
  payment_method: 'payment_methods',
}

function canonicalColumns(row: unknown): unknown {
  if (row === null || typeof row !== 'object') return row
  const out: Record<string, unknown> = {}
  for (const [rawKey, value] of Object.entries(row)) {
    const key = rawKey.trim().toLowerCase().replace(/[\s-]+/g, '_')
    const canonical = COLUMN_ALIASES[key] ?? key
    if (out[canonical] === undefined || cell(out[canonical]) === undefined) out[canonical] = value
  }
  return out
}

const csvRowObject = z.object({
  offer_id: z.preprocess(cell, idSchema.optional()),
  program_id: requiredMatch(ID, ID_MESSAGE),
  program_name: requiredText(),
  program_url: requiredChecked(isHttpUrl, 'must be an http(s) URL, e.g. https://www.masssave.com/'),
  authority: requiredMatch(ID, `must be an authority id: ${ID_MESSAGE}`),
  status: requiredEnum(PROGRAM_STATUSES),
  items: z.preprocess(listCell, enumList(REBATE_ITEMS)),
  payment_methods: z.preprocess(listCell, enumList(PAYMENT_METHODS).optional()),
  amount_type: requiredEnum(AMOUNT_TYPES),
  amount_number: requiredNumber('must be a number of 0 or more, e.g. 8500'),
  amount_unit: optionalEnum(AMOUNT_UNITS),
  amount_maximum: optionalNumber('must be a number of 0 or more, e.g. 8500'),
  amount_representative: optionalNumber('must be a number of 0 or more, e.g. 5000'),
  amount_label: requiredText(),
  currency: z.preprocess(
    (v) => (typeof cell(v) === 'string' ? (cell(v) as string).toUpperCase() : cell(v)),
    z.enum(CURRENCIES, { error: (issue) => (issue.input === undefined ? 'is required' : `${oneOf(CURRENCIES)} (got "${String(issue.input)}")`) }),
  ),
  income_tier: optionalEnum(OFFER_INCOME_TIERS),
  owner_status: z.preprocess(listCell, enumList(OWNER_STATUSES).optional()),
  country: z.preprocess(
    (v) => (typeof cell(v) === 'string' ? (cell(v) as string).toUpperCase() : cell(v)),
    z.enum(COUNTRIES, { error: (issue) => (issue.input === undefined ? 'is required' : `${oneOf(COUNTRIES)} (got "${String(issue.input)}")`) }),
  ),
  states: optionalList(z.string().toUpperCase()),
  zip_prefixes: optionalList(z.string().regex(ZIP_PREFIX, 'each prefix must be 1 to 5 digits, e.g. 021')),
  zips: optionalList(z.string().regex(ZIP5, 'each ZIP must be 5 digits, e.g. 02108')),
  fsas: optionalList(z.string().toUpperCase().regex(FSA, 'each FSA must be 3 characters like M5V')),
  utilities: optionalList(z.string()),
  start_date: z.preprocess(cell, offerDateSchema.optional()),
  end_date: z.preprocess(cell, offerDateSchema.optional()),
  exclusive_group: z.preprocess(cell, idSchema.optional()),
  prerequisites: optionalList(idSchema),
  excludes: optionalList(idSchema),
  cap_group: z.preprocess(cell, idSchema.optional()),
  cap_max: optionalNumber('must be a number of 0 or more, e.g. 14000'),
  source_url: requiredChecked(isHttpUrl, 'must be an http(s) URL, e.g. https://www.masssave.com/'),
  last_verified: requiredChecked(isCalendarDate, 'must be a date written YYYY-MM-DD, e.g. 2026-11-01'),
  sample: z.preprocess(booleanCell, z.boolean({ error: 'must be true or false' }).optional()),
  program_notes: optionalText(),
  notes: optionalText(),
})

function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success
}

/**
 * One CSV row: string cells in, typed values out. Blank cells are missing; lists are separated by `;`.
 * Every issue's path is the column name, so a message reads "amount_number: must be a number ...".
 */
export const rebateOfferCsvRowSchema = z.preprocess(
  canonicalColumns,
  csvRowObject.superRefine((row, ctx) => {
    const columns: Record<ConsistencyField, string> = {
      amountNumber: 'amount_number',
      amountUnit: 'amount_unit',
      currency: 'currency',
      states: 'states',
      zips: 'zips',
      fsas: 'fsas',
      endDate: 'end_date',
      prerequisites: 'prerequisites',
      excludes: 'excludes',
    }
    const issues = consistencyIssues({
      id: row.offer_id,
      amountType: row.amount_type,
      amountNumber: row.amount_number,
      amountUnit: row.amount_unit,
      currency: row.currency,
      country: row.country,
      states: row.states,
      zips: [...(row.zips ?? []), ...(row.zip_prefixes ?? [])],
      fsas: row.fsas,
      startDate: row.start_date,
      endDate: row.end_date,
      prerequisites: row.prerequisites,
      excludes: row.excludes,
    })
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [columns[issue.field]], message: issue.message })
    if ((row.cap_group === undefined) !== (row.cap_max === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [row.cap_group === undefined ? 'cap_group' : 'cap_max'],
        message: 'cap_group and cap_max go together',
      })
    }
  }),
)
