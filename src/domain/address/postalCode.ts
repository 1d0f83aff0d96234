/**
 * Zip / postal codes of the lead forms. The spec gives the dealer-lookup pattern (5 digits with
 * optional -4, or a Canadian postal code with optional space or hyphen) and says the lead
 * forms' zip rules are "not shown"; the lead forms reuse the lookup pattern so a lead never
 * carries a code the locator would refuse.
 */
export type PostalCountry = 'US' | 'CA'

export interface PostalCode {
  readonly country: PostalCountry
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
