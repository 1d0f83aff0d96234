import { photonSearchUrl, placesFromPhoton, type AddressPlace } from '@/domain/address/photon'
import { isRegionCode } from '@/domain/address/regions'
import { loadEnv, type Env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getGeoIndex } from '@/server/geo/geoIndex'

/** The form fields a picked suggestion fills. */
export type AddressField = 'street' | 'city' | 'state' | 'zip'

/** Where the address autocomplete's places come from (GET /api/places/suggest). */
export interface AddressPlacesSource {
  readonly fills: readonly AddressField[]
  /** `fallback`: the geocoder failed and the offline places answered instead. */
  suggest(query: string, limit: number): Promise<{ places: AddressPlace[]; fallback: boolean }>
}

/**
 * The offline default: ZIP, FSA or city prefix over the geodata shipped with the app (US and
 * Canada). It knows no streets, and for Canada only the FSA (first half of the postal code).
 */
export function offlineAddressPlaces(query: string, limit: number): AddressPlace[] {
  const places: AddressPlace[] = []
  for (const place of getGeoIndex().suggestPlaces(query, limit)) {
    if ((place.country !== 'US' && place.country !== 'CA') || !isRegionCode(place.state)) continue
    places.push({ city: place.city, state: place.state, country: place.country, postalCode: place.postalCode, lat: place.lat, lon: place.lon })
  }
  return places
}

const OFFLINE: AddressPlacesSource = {
  fills: ['city', 'state', 'zip'],
  async suggest(query, limit) {
    return { places: offlineAddressPlaces(query, limit), fallback: false }
  },
}

/** After a failure, the offline places answer for this long before Photon is asked again. */
export const PHOTON_PAUSE_AFTER_FAILURE_MS = 30_000

/**
 * A self-hosted Photon geocoder: street, city, state and postal code. No answer within
 * `timeoutMs`, an error status or a body that is not Photon's GeoJSON: the offline places answer,
 * and keep answering for 30 s, so an outage costs each visitor at most one wait.
 */
export function photonAddressPlaces({ url, timeoutMs, now = Date.now }: { url: string; timeoutMs: number; now?: () => number }): AddressPlacesSource {
  let pausedUntil = 0
  return {
    fills: ['street', 'city', 'state', 'zip'],
    async suggest(query, limit) {
      if (now() >= pausedUntil) {
        try {
          // Twice the places wanted: results outside the US and Canada are dropped afterwards.
          const response = await fetch(photonSearchUrl(url, query, Math.min(limit * 2, 20)), {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
            redirect: 'error',
            cache: 'no-store',
          })
          if (!response.ok) throw new Error(`Photon answered ${response.status}`)
          const places = placesFromPhoton(await response.json(), query, limit)
          if (!places) throw new Error('Photon answered something other than a GeoJSON FeatureCollection')
          return { places, fallback: false }
        } catch (error) {
          pausedUntil = now() + PHOTON_PAUSE_AFTER_FAILURE_MS
          const cause = (error as { cause?: { code?: string } }).cause?.code
          logger.warn({ url, reason: cause ?? (error as Error).message }, 'address autocomplete: Photon failed, answering from the offline places for 30 s')
        }
      }
      return { places: offlineAddressPlaces(query, limit), fallback: true }
    },
  }
}

let current: { key: string; source: AddressPlacesSource } | undefined

/** The source the environment selects: Photon when PHOTON_URL is set, else the offline places. */
export function addressPlacesSource(env: Pick<Env, 'PHOTON_URL' | 'PHOTON_TIMEOUT_MS'> = loadEnv()): AddressPlacesSource {
  const key = `${env.PHOTON_URL ?? ''} ${env.PHOTON_TIMEOUT_MS}`
  if (current?.key !== key) {
    current = { key, source: env.PHOTON_URL ? photonAddressPlaces({ url: env.PHOTON_URL, timeoutMs: env.PHOTON_TIMEOUT_MS }) : OFFLINE }
  }
  return current.source
}
