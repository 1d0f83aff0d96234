/**
 * State and province options offered by every lead form (spec: US states, DC and
 * Canadian provinces and territories, coded by two-letter abbreviation).
 * US territories (PR, GU ...) are deliberately absent: the spec does not list them.
 */

import type { Country } from '../geo/country'

export interface Region<C extends string = string> {
  readonly code: C
  readonly name: string
  readonly country: Country
}

const us = <C extends string>(code: C, name: string): Region<C> => ({ code, name, country: 'US' })
const ca = <C extends string>(code: C, name: string): Region<C> => ({ code, name, country: 'CA' })

export const US_STATES = [
  us('AL', 'Alabama'),
  us('AK', 'Alaska'),
  us('AZ', 'Arizona'),
  us('AR', 'Arkansas'),
  us('CA', 'California'),
  us('CO', 'Colorado'),
  us('CT', 'Connecticut'),
  us('DE', 'Delaware'),
  us('DC', 'District of Columbia'),
  us('FL', 'Florida'),
  us('GA', 'Georgia'),
  us('HI', 'Hawaii'),
  us('ID', 'Idaho'),
  us('IL', 'Illinois'),
  us('IN', 'Indiana'),
  us('IA', 'Iowa'),
  us('KS', 'Kansas'),
  us('KY', 'Kentucky'),
  us('LA', 'Louisiana'),
  us('ME', 'Maine'),
  us('MD', 'Maryland'),
  us('MA', 'Massachusetts'),
  us('MI', 'Michigan'),
  us('MN', 'Minnesota'),
  us('MS', 'Mississippi'),
  us('MO', 'Missouri'),
  us('MT', 'Montana'),
  us('NE', 'Nebraska'),
  us('NV', 'Nevada'),
  us('NH', 'New Hampshire'),
  us('NJ', 'New Jersey'),
  us('NM', 'New Mexico'),
  us('NY', 'New York'),
  us('NC', 'North Carolina'),
  us('ND', 'North Dakota'),
  us('OH', 'Ohio'),
  us('OK', 'Oklahoma'),
  us('OR', 'Oregon'),
  us('PA', 'Pennsylvania'),
  us('RI', 'Rhode Island'),
  us('SC', 'South Carolina'),
  us('SD', 'South Dakota'),
  us('TN', 'Tennessee'),
  us('TX', 'Texas'),
  us('UT', 'Utah'),
  us('VT', 'Vermont'),
  us('VA', 'Virginia'),
  us('WA', 'Washington'),
  us('WV', 'West Virginia'),
  us('WI', 'Wisconsin'),
  us('WY', 'Wyoming'),
] as const

export const CA_PROVINCES = [
  ca('AB', 'Alberta'),
  ca('BC', 'British Columbia'),
  ca('MB', 'Manitoba'),
  ca('NB', 'New Brunswick'),
  ca('NL', 'Newfoundland and Labrador'),
  ca('NS', 'Nova Scotia'),
  ca('NT', 'Northwest Territories'),
  ca('NU', 'Nunavut'),
  ca('ON', 'Ontario'),
  ca('PE', 'Prince Edward Island'),
  ca('QC', 'Quebec'),
  ca('SK', 'Saskatchewan'),
  ca('YT', 'Yukon'),
] as const

export type UsStateCode = (typeof US_STATES)[number]['code']
export type CaProvinceCode = (typeof CA_PROVINCES)[number]['code']
export type RegionCode = UsStateCode | CaProvinceCode

/** US first, then Canada: the order of the state select. */
export const REGIONS: readonly Region<RegionCode>[] = [...US_STATES, ...CA_PROVINCES]

const REGION_BY_CODE: ReadonlyMap<string, Region<RegionCode>> = new Map(REGIONS.map((region) => [region.code, region]))

/** Exact, upper-case two-letter code; callers normalise case first. */
export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && REGION_BY_CODE.has(value)
}

export function countryOfRegion(code: RegionCode): Country
export function countryOfRegion(code: string): Country | undefined
export function countryOfRegion(code: string): Country | undefined {
  return REGION_BY_CODE.get(code)?.country
}

/** French names of the Canadian provinces and territories (the French contact-a-dealer block). */
export const CA_PROVINCE_NAMES_FR: Readonly<Record<CaProvinceCode, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
}
