import { z } from 'zod'
import { foldText } from '@/domain/geo/foldText'
import type { Country } from '@/domain/geo/country'
import { parsePostalCode } from '@/domain/geo/postalCode'
import { CA_PROVINCE_NAMES_FR, countryOfRegion, REGIONS, type RegionCode } from './regions'

/**
 * Address autocomplete through a Photon geocoder (https://github.com/komoot/photon, self-hosted):
 * the request URL and the reading of its GeoJSON answer. Pure: the server adapter does the call.
 *
 * Photon rather than Nominatim: it is built for search-as-you-type (prefix and typo tolerant, one
 * request per keystroke pause), answers structured fields (house number, street, city, state,
 * postcode, country code) and runs as one Java process over a downloadable index; Nominatim's
 * search expects whole words and its public servers forbid autocomplete.
 */

/** A place the address autocomplete offers: city, state and postal code, and the street when known. */
export interface AddressPlace {
  street?: string
  city: string
  state: RegionCode
  country: Country
  /** ZIP (+4) or full Canadian postal code (`K1A 0B1`), a Canadian FSA from the offline data, or '' when unknown. */
  postalCode: string
  lat: number
  lon: number
}

/** The US and Canada (Hawaii and Alaska included, the Aleutians west of 180° excepted): Photon's bbox filter. */
const US_CANADA_BBOX = '-180,18,-52,84'

/** Photon layers worth offering: a house, a street (the visitor's house number is kept) or a city. */
const LAYERS = ['house', 'street', 'city'] as const

export function photonSearchUrl(baseUrl: string, query: string, limit: number): string {
  const params = new URLSearchParams({ q: query, limit: String(limit), lang: 'en', bbox: US_CANADA_BBOX })
  for (const layer of LAYERS) params.append('layer', layer)
  return `${baseUrl.replace(/\/+$/, '')}/api?${params}`
}

const text = z.string().trim().min(1).optional().catch(undefined)

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({
    type: text,
    countrycode: text,
    name: text,
    housenumber: text,
    street: text,
    city: text,
    state: text,
    postcode: text,
  }),
})

const answerSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) })

const REGION_BY_NAME: ReadonlyMap<string, RegionCode> = new Map([
  ...REGIONS.flatMap((region) => [
    [foldText(region.code), region.code],
    [foldText(region.name), region.code],
  ]),
  ...Object.entries(CA_PROVINCE_NAMES_FR).map(([code, name]) => [foldText(name), code as RegionCode]),
] as [string, RegionCode][])

/**
 * The house number the visitor typed first ("350 Fif" -> "350", "1010, rue" -> "1010"), kept when
 * Photon finds only the street. An ordinal starts a street name ("5th Av"), not an address.
 */
function typedHouseNumber(query: string): string | undefined {
  const number = /^\s*(\d[\p{L}\d/-]*),?\s/u.exec(query)?.[1]
  return number && !/^\d+(?:st|nd|rd|th)$/i.test(number) ? number : undefined
}

/**
 * The places in a Photon answer, in its order: US and Canada only (other countries, and states
 * we do not list such as Puerto Rico, are dropped), state as its two-letter code, postal code
 * normalised (dropped when it does not fit the country). `null` when the body is not Photon's shape.
 */
export function placesFromPhoton(body: unknown, query: string, limit: number): AddressPlace[] | null {
  const answer = answerSchema.safeParse(body)
  if (!answer.success) return null
  const places: AddressPlace[] = []
  const seen = new Set<string>()
  for (const raw of answer.data.features) {
    const feature = featureSchema.safeParse(raw)
    if (!feature.success) continue
    const p = feature.data.properties
    const country = p.countrycode?.toUpperCase()
    if (country !== 'US' && country !== 'CA') continue
    const state = p.state ? REGION_BY_NAME.get(foldText(p.state)) : undefined
    if (!state || countryOfRegion(state) !== country) continue
    const city = p.city ?? (p.type === 'city' ? p.name : undefined)
    if (!city) continue
    const postal = p.postcode ? parsePostalCode(p.postcode) : null
    const number = p.housenumber ?? (p.type === 'street' ? typedHouseNumber(query) : undefined)
    const streetName = p.type === 'street' ? p.name : p.street
    const street = number && streetName && p.type !== 'city' ? `${number} ${streetName}` : undefined
    const [lon, lat] = feature.data.geometry.coordinates
    const place: AddressPlace = { ...(street ? { street } : {}), city, state, country, postalCode: postal?.country === country ? postal.value : '', lat, lon }
    const key = [place.street, place.city, place.state, place.postalCode].join('|')
    if (seen.has(key)) continue
    seen.add(key)
    places.push(place)
    if (places.length >= limit) break
  }
  return places
}
