import type { Payload } from 'payload'
import { DEFAULT_RANDOMIZE_BUCKETS } from '@/domain/dealers/rankDealers'
import type { UnrankedDealer } from '@/domain/dealers/searchDealers'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { getGeoIndex } from '@/server/geo/geoIndex'
import { logger } from '@/lib/logger'
import { toPublicDealer } from './dealerDocument'
import { dealersJson, getDealerSearchIndex } from './dealerSearchIndex'
import { resolveSearchInput, type DealerSearchQuery } from './searchQuery'

export type DealerSearchMode = 'locate' | 'info'

export type DealerSearchAnswer =
  | { status: 200; json: string; count: number }
  | { status: 400; body: { error: string; candidates?: unknown[] } }

const jsonString = (value: string) => JSON.stringify(value)

/**
 * One dealer search (spec sections 4 and 7): resolve the `zipcode` parameter to a place,
 * query the in-memory index, and write the Dealer search response as a JSON string
 * ({zipcode, city, state, count, randomizeBuckets, dealers, nearby, origin}). Every search is logged
 * with the input, the resolved place, the count and the time, so zero-result areas can be
 * found in the logs (event "dealer_search", count 0).
 */
export async function findDealers(payload: Payload, query: DealerSearchQuery, mode: DealerSearchMode = 'locate'): Promise<DealerSearchAnswer> {
  const started = performance.now()
  const resolved = resolveSearchInput(getGeoIndex(), query.zipcode)
  const log = (fields: Record<string, unknown>) =>
    logger.info(
      { event: 'dealer_search', mode, input: query.zipcode, page: pagePath(query.url), ms: Math.round((performance.now() - started) * 100) / 100, ...fields },
      'dealer search',
    )

  if (resolved.kind === 'error') {
    log({ status: 400, error: resolved.error })
    return { status: 400, body: { error: resolved.error, ...(resolved.candidates ? { candidates: resolved.candidates } : {}) } }
  }
  if (resolved.kind === 'unknown_postal_code') {
    log({ status: 200, zipcode: resolved.zipcode, count: 0, known: false })
    const json = `{"zipcode":${jsonString(resolved.zipcode)},"city":"","state":"","count":0,"randomizeBuckets":${JSON.stringify(DEFAULT_RANDOMIZE_BUCKETS)},"dealers":[],"nearby":[]}`
    return { status: 200, json, count: 0 }
  }

  const loaded = await getDealerSearchIndex(payload)
  const { place } = resolved
  const result = loaded.index.search(place)
  const dealers = dealersJson(loaded, result)
  const json =
    `{"zipcode":${jsonString(resolved.zipcode)},"city":${jsonString(place.city)},"state":${jsonString(place.state)},` +
    `"count":${dealers.count},"randomizeBuckets":${JSON.stringify(result.randomizeBuckets)},"dealers":${dealers.json},` +
    `"nearby":${JSON.stringify(result.nearby)},"origin":${JSON.stringify({ lat: place.lat, lon: place.lon, country: place.country })}}`
  log({
    status: 200,
    zipcode: resolved.zipcode,
    place: place.postalCode,
    city: place.city,
    state: place.state,
    country: place.country,
    count: dealers.count,
    totalMatches: result.totalMatches,
    ...(dealers.count === 0 ? { nearby: result.nearby.length } : {}),
  })
  return { status: 200, json, count: dealers.count }
}

/** One active dealer by company ID, shaped as the Dealer entity (searchInfo.kind "lookup"). */
export async function lookupDealer(payload: Payload, companyID: number): Promise<Dealer | undefined> {
  const loaded = await getDealerSearchIndex(payload)
  const dealer: UnrankedDealer | undefined = loaded.dealers.get(companyID)
  if (!dealer) return undefined
  return { ...dealer, searchInfo: { kind: 'lookup', bucket: 1 } }
}

/**
 * One active dealer read straight from the database (its profile page): fresh the moment an editor
 * saves it, without waiting for the search index of every dealer to rebuild first.
 */
export async function readDealer(payload: Payload, companyID: number): Promise<Dealer | undefined> {
  const found = await payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyID } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc || doc.active === false) return undefined
  return { ...toPublicDealer(doc), searchInfo: { kind: 'lookup', bucket: 1 } }
}

function pagePath(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url, 'http://site.invalid').pathname
  } catch {
    return undefined
  }
}
