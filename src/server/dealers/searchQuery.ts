import { z } from 'zod'
import { isDealerLookupPostalCode, normalizePostalCode } from '@/domain/geo/postalCode'
import type { GeoIndex } from '@/domain/geo/createGeoIndex'
import type { Place } from '@/domain/geo/types'

/** Messages of the dealer API's 400 answers (one place, reused by the tests and docs). */
export const DEALER_API_MESSAGES = {
  missingZipcode: 'Missing required parameter: zipcode (a ZIP code, a Canadian postal code or a city)',
  badPostalCode:
    'Invalid zipcode: use 5 digits with an optional -4 digits (10001, 10001-1234), a Canadian postal code (M5V 3L9), or a city ("Austin, TX")',
  unknownCity: (input: string) =>
    `No US or Canadian place matches "${input}": use a ZIP code, a Canadian postal code, or a city and state ("Austin, TX")`,
  ambiguousCity: (input: string, example: string) =>
    `Several places are named "${input}": add the state or province, e.g. "${example}"`,
  tooLong: 'zipcode is too long (at most 100 characters)',
  badParameter: (name: string) => `Invalid parameter: ${name}`,
  missingCid: 'Missing required parameter: cid (the dealer company ID, a positive whole number)',
  badCid: 'Invalid cid: the dealer company ID is a positive whole number',
  unknownDealer: (cid: number) => `No dealer with company ID ${cid}`,
  badCompanyId: 'Invalid companyId: the dealer company ID is a positive whole number',
  badPage: 'Invalid page: a whole number from 1',
  badPageAmount: 'Invalid pageAmount: a whole number from 1 to 50',
} as const

const optionalText = (max: number) => z.string().max(max).optional()

/** Query of GET /api/dealers/locations and /api/trb-info/dealers/locate (spec section 7). */
export const dealerSearchQuerySchema = z.object({
  zipcode: z
    .string({ error: DEALER_API_MESSAGES.missingZipcode })
    .trim()
    .min(1, DEALER_API_MESSAGES.missingZipcode)
    .max(100, DEALER_API_MESSAGES.tooLong),
  brand: z.string().regex(/^[A-Za-z]{1,10}$/, DEALER_API_MESSAGES.badParameter('brand (letters, e.g. AS)')).optional(),
  url: optionalText(2048),
  mtaAnonymousId: optionalText(200),
  mtaSessionId: optionalText(200),
})

export type DealerSearchQuery = z.infer<typeof dealerSearchQuerySchema>

export type ResolvedSearch =
  | { kind: 'place'; place: Place; zipcode: string }
  /** A well-formed postal code our geodata does not know: answered with 0 dealers, not an error. */
  | { kind: 'unknown_postal_code'; zipcode: string }
  | { kind: 'error'; error: string; candidates?: { city: string; state: string; country: string; postalCode: string }[] }

/** "m5v-3l9" -> "M5V 3L9", "10001-1234" -> "10001-1234". */
function displayPostalCode(input: string): string {
  const text = input.trim().toUpperCase()
  const ca = /^([A-Z]\d[A-Z])[\s-]?(\d[A-Z]\d)$/.exec(text)
  return ca ? `${ca[1]} ${ca[2]}` : text
}

/**
 * The `zipcode` parameter -> a place. Postal-looking input must pass the spec's lookup
 * pattern (5 digits with optional -4, or a full Canadian postal code; minimum length 5);
 * anything else is read as a city ("Austin, TX", "Toronto", accent-insensitive).
 */
export function resolveSearchInput(geo: GeoIndex, raw: string): ResolvedSearch {
  const text = raw.trim()
  const postalLike = /^[\d\s-]+$/.test(text) || normalizePostalCode(text) !== null || /^[a-z]\d[a-z]/i.test(text)
  if (postalLike) {
    if (!isDealerLookupPostalCode(text)) return { kind: 'error', error: DEALER_API_MESSAGES.badPostalCode }
    const resolved = geo.resolvePlace(text)
    const zipcode = displayPostalCode(text)
    if (resolved.kind === 'place') return { kind: 'place', place: resolved.place, zipcode }
    return { kind: 'unknown_postal_code', zipcode }
  }
  const resolved = geo.resolvePlace(text)
  switch (resolved.kind) {
    case 'place':
      return { kind: 'place', place: resolved.place, zipcode: resolved.place.postalCode }
    case 'ambiguous': {
      const first = resolved.candidates[0]
      return {
        kind: 'error',
        error: DEALER_API_MESSAGES.ambiguousCity(text, first ? `${first.city}, ${first.state}` : `${text}, TX`),
        candidates: resolved.candidates.map(({ city, state, country, postalCode }) => ({ city, state, country, postalCode })),
      }
    }
    case 'invalid':
      return { kind: 'error', error: DEALER_API_MESSAGES.badPostalCode }
    default:
      return { kind: 'error', error: DEALER_API_MESSAGES.unknownCity(text) }
  }
}
