/**
 * Every postal-code rule of the site, US ZIP and Canadian postal code, in its named variants:
 * what the geo index keys on (normalizePostalCode), the dealer lookup gate (isDealerLookupPostalCode),
 * the lead forms (parsePostalCode), rebate geography (normalizeRebatePostalCode, ZIP5, ZIP_PREFIX, FSA).
 */
import type { Country } from './country'

/**
 * A postal code reduced to what the geo index stores: a 5-digit ZIP or an upper-case FSA
 * (the first three characters of a Canadian postal code; full codes are never kept).
 */
export type NormalizedPostalCode =
  | { country: 'US'; postalCode: string }
  | { country: 'CA'; postalCode: string }

const ZIP = /^(\d{5})(?:[\s-]?\d{4})?$/
// A bare FSA ("M5V") is accepted here; the dealer lookup pattern below is stricter.
const CANADIAN = /^([a-z]\d[a-z])(?:[\s-]?\d[a-z]\d)?$/i

/**
 * "10001", "10001-1234" -> ZIP 10001; "m5v-3l9", "M5V 3L9", "m5v3l9", "M5V" -> FSA M5V.
 * Anything else -> null.
 */
export function normalizePostalCode(input: string): NormalizedPostalCode | null {
  const text = input.trim()
  const zip = ZIP.exec(text)
  if (zip) return { country: 'US', postalCode: zip[1] as string }
  const ca = CANADIAN.exec(text)
  if (ca) return { country: 'CA', postalCode: (ca[1] as string).toUpperCase() }
  return null
}

const DEALER_LOOKUP = /^(?:\d{5}(?:-\d{4})?|[a-z]\d[a-z][ -]?\d[a-z]\d)$/i

/**
 * The spec's gate for running a dealer lookup: 5 digits with optional -4 digits, or a
 * Canadian postal code (letter-digit-letter, optional space or hyphen, digit-letter-digit),
 * minimum length 5. Surrounding whitespace is ignored because the search box trims input.
 * A bare FSA is not a lookup postal code.
 */
export function isDealerLookupPostalCode(input: string): boolean {
  const text = input.trim()
  return text.length >= 5 && DEALER_LOOKUP.test(text)
}

// ----- lead forms

/**
 * Zip / postal codes of the lead forms. The spec gives the dealer-lookup pattern (5 digits with
 * optional -4, or a Canadian postal code with optional space or hyphen) and says the lead
 * forms' zip rules are "not shown"; the lead forms reuse the lookup pattern so a lead never
 * carries a code the locator would refuse.
 */
export interface PostalCode {
  readonly country: Country
  /** US: `12345` or `12345-6789`; CA: upper case with one space, `K1A 0B1`. */
  readonly value: string
}

const US_ZIP = /^\d{5}(?:-\d{4})?$/
const CA_POSTAL = /^([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)$/

export function parsePostalCode(input: string): PostalCode | null {
  const value = input.trim()
  if (US_ZIP.test(value)) return { country: 'US', value }
  const ca = CA_POSTAL.exec(value)
  if (ca) return { country: 'CA', value: `${ca[1]} ${ca[2]}`.toUpperCase() }
  return null
}

/** Postal codes outside the US and Canada (customer care, country "Other"): loose shape only. */
const OTHER_POSTAL = /^[\p{L}\d](?:[\p{L}\d -]{0,10}[\p{L}\d])?$/u

export function isPlausibleForeignPostalCode(input: string): boolean {
  return OTHER_POSTAL.test(input.trim())
}

// ----- rebate geography

export const ZIP5 = /^\d{5}$/
export const ZIP_PREFIX = /^\d{1,5}$/
/** Canadian forward sortation area: letter, digit, letter (no D F I O Q U; W and Z never lead). */
export const FSA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPR-TV-Z]$/

/**
 * The part of a postal code rebate geography is keyed on: a 5-digit ZIP (ZIP+4 cut) or a 3-character FSA.
 * Returns '' when nothing usable is left.
 */
export function normalizeRebatePostalCode(country: Country, raw: string): string {
  if (country === 'US') {
    const digits = raw.trim().match(/^(\d{5})(?:[-\s]?\d{4})?$/)
    return digits?.[1] ?? ''
  }
  const compact = raw.replace(/\s+/g, '').toUpperCase()
  const fsa = compact.slice(0, 3)
  return FSA.test(fsa) && (compact.length === 3 || /^\d[A-Z]\d$/.test(compact.slice(3))) ? fsa : ''
}
