/** Region codes and the postal-code shapes rebate geography is keyed on (what the schemas validate against). */
import type { Country } from './vocabulary'

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'VI', 'GU', 'AS', 'MP',
] as const

export const CA_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const

const REGION_CODES: Record<Country, readonly string[]> = { US: US_STATE_CODES, CA: CA_PROVINCE_CODES }

export function isRegionCode(country: Country, code: string): boolean {
  return REGION_CODES[country].includes(code)
}

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
