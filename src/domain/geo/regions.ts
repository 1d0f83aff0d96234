import { CA_PROVINCES, US_STATES } from '../address/regions'
import type { Country } from './country'

export interface Region {
  code: string
  name: string
  country: Country
}

/** US states, DC (the form options of src/domain/address) and the territories that have ZIP codes. */
export const US_REGIONS: readonly Region[] = [
  ...US_STATES,
  ...[
    ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
    ['VI', 'U.S. Virgin Islands'], ['FM', 'Federated States of Micronesia'], ['MH', 'Marshall Islands'],
    ['PW', 'Palau'],
  ].map(([code, name]) => ({ code: code as string, name: name as string, country: 'US' as const })),
]

export const CA_REGIONS: readonly Region[] = CA_PROVINCES

export const REGIONS: readonly Region[] = [...US_REGIONS, ...CA_REGIONS]

/**
 * Province of a Canadian FSA from its first letter (Canada Post's postal districts).
 * X is shared by Nunavut and the Northwest Territories: X0A, X0B and X0C are Nunavut.
 */
export function provinceOfFsa(fsa: string): string | null {
  const first = fsa.charAt(0).toUpperCase()
  if (first === 'X') return /^X0[ABC]/i.test(fsa) ? 'NU' : 'NT'
  return FSA_DISTRICT_PROVINCE[first] ?? null
}

const FSA_DISTRICT_PROVINCE: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON',
  N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
}
