import type { Payload } from 'payload'
import { normalizePostalCode } from '@/domain/geo/postalCode'
import {
  maxRebateForPlace,
  toProductRebateDetailsResponse,
  type ProductRebateDetailsResponse,
  type RebatePlace,
} from '@/domain/rebates'
import { getGeoIndex } from '@/server/geo/geoIndex'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { getRebateData, offersForRegion } from './rebateData'

export const REBATE_API_MESSAGES = {
  zipRequired: 'zip is required, e.g. ?zip=02108 or ?zip=M5V 3L9',
  invalidZip: 'zip must be a 5-digit US ZIP code (ZIP+4 allowed) or a Canadian postal code such as M5V 3L9',
  unknownZip: (zip: string) => `No place is known for zip ${zip}; check the code and try again`,
  unknownBrand: (brand: string) => `Unknown brand "${brand}"`,
  invalidPageSize: 'pageSize must be 1 (one headline per lookup)',
} as const

/**
 * "Today" for offer dates is the calendar day in the brand's support time zone (Central), so an offer ending
 * 31 December counts until midnight Central rather than midnight UTC.
 */
export const REBATE_TIME_ZONE = 'America/Chicago'

export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export type ProductRebateDetailsOutcome =
  | { ok: true; body: ProductRebateDetailsResponse }
  | { ok: false; status: 400; error: string }

export interface ProductRebateDetailsQuery {
  brand: string
  zip: string | null
  pageSize?: string | null
  /** The site's brand code (SiteSettings); read from the database when absent. */
  brandCode?: string
  today?: string
}

/** GET /api/search/{brand}/productRebateDetails.json: checks the query, resolves the place, computes the headline. */
export async function productRebateDetails(payload: Payload, query: ProductRebateDetailsQuery): Promise<ProductRebateDetailsOutcome> {
  const expectedBrand = query.brandCode ?? (await getSiteSettings()).brandCode
  if (query.brand.trim().toUpperCase() !== expectedBrand.trim().toUpperCase()) {
    return { ok: false, status: 400, error: REBATE_API_MESSAGES.unknownBrand(query.brand) }
  }
  if (query.pageSize != null && query.pageSize.trim() !== '' && query.pageSize.trim() !== '1') {
    return { ok: false, status: 400, error: REBATE_API_MESSAGES.invalidPageSize }
  }
  const raw = (query.zip ?? '').trim()
  if (raw === '') return { ok: false, status: 400, error: REBATE_API_MESSAGES.zipRequired }
  const postal = normalizePostalCode(raw)
  if (!postal) return { ok: false, status: 400, error: REBATE_API_MESSAGES.invalidZip }
  const resolved = getGeoIndex().resolvePlace(postal.postalCode)
  if (resolved.kind !== 'place') return { ok: false, status: 400, error: REBATE_API_MESSAGES.unknownZip(raw) }

  const { place: geo } = resolved
  const place: RebatePlace = { country: geo.country, state: geo.state, postalCode: geo.postalCode, city: geo.city }
  const data = await getRebateData(payload)
  const result = maxRebateForPlace({
    place,
    programs: data.programs,
    offers: offersForRegion(data, place.country, place.state),
    today: query.today ?? todayIn(REBATE_TIME_ZONE),
  })
  return { ok: true, body: toProductRebateDetailsResponse(result, place) }
}
