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
