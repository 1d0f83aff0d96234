import KDBush from 'kdbush'
import { around } from 'geokdbush'

import type { Country } from '@/domain/geo/country'
import { normalizePostalCode } from '@/domain/geo/postalCode'

import { isCustomerCareDealer } from './cardLabels'
import type { Dealer, NearbyPlace, SearchKind } from './dealerSchema'
import { DEFAULT_RANDOMIZE_BUCKETS, DISTANCE_BAND_LIMITS_MILES, dealerBucket } from './rankDealers'

/**
 * In-memory spatial dealer search. Build the index once (at start-up or after a dealer
 * import) with `createDealerIndex`, then answer each search with two index look-ups:
 *
 * - a hash map from ZIP / FSA to the dealers that list it in `servicedPostalCodes`;
 * - one KD-tree (kdbush) per service-radius class, queried with a bounding box just large
 *   enough for that class's largest radius, then checked with the great-circle distance
 *   against each candidate's own radius. Classes keep one 250-mile dealer from widening
 *   the box for every 25-mile dealer.
 *
 * Per search nothing proportional to the dealer count is allocated: seen-marks, distances
 * and a bounded heap of the best rank keys live in typed arrays created with the index
 * and reused.
 * (Searches are synchronous, so reuse is safe within one JS thread.)
 */

export const DEFAULT_RADIUS_MILES = 50
export const DEFAULT_RESULT_LIMIT = 50
export const DEFAULT_NEARBY_LIMIT = 5
export const DEFAULT_NEARBY_MAX_MILES = 150

const EARTH_RADIUS_MILES = 3958.7613 // same sphere (6371 km) as geokdbush
const KM_PER_MILE = 1.609344
const RAD = Math.PI / 180
const RADIUS_CLASS_CEILINGS_MILES = [10, 25, 50, 100, 250]


/** The compact per-dealer facts the index needs; full dealer documents stay in the database. */
export interface DealerIndexEntry {
  companyID: number
  lat: number
  lon: number
  /** Straight-line service radius; 0 = serves only the listed postal codes. Default 50. */
  radiusMiles?: number
  /** ZIPs (`78701`, `78701-1234`) or Canadian FSAs / full postal codes (`M5V`, `M5V 3L9`). */
  servicedPostalCodes?: readonly string[]
  /** `NON-CC` or absent = not a Customer Care dealer (see isCustomerCareDealer). */
  dealerType?: string
  priority_ranking?: number
  score?: number
  active: boolean
  /** The dealer's own address: used for "nearby" suggestions when nothing covers a place. */
  postalCode: string
  city: string
  state: string
  /** Derived from `postalCode` when absent. */
  country?: Country
}

export interface SearchPlace {
  lat: number
  lon: number
  postalCode: string
  country: string
}

export interface DealerSearchOptions {
  /** Maximum dealers returned. Default 50. */
  limit?: number
  /** Buckets the browser shuffles. Default [3]; see rankDealers.ts. */
  randomizeBuckets?: readonly number[]
  /** Maximum nearby suggestions when nothing covers the place. Default 5. */
  nearbyLimit?: number
  /** Suggestions farther than this are not useful. Default 150 miles. */
  nearbyMaxMiles?: number
  /** Radius matches only from dealers in the searched country. Default true. */
  sameCountryOnly?: boolean
}

export interface DealerSearchHit {
  companyID: number
  distanceMiles: number
  searchInfo: { kind: SearchKind; bucket: number }
}

export interface DealerSearchResult {
  /** Number of hits returned (after the limit). */
  count: number
  /** Number of dealers covering the place before the limit. */
  totalMatches: number
  randomizeBuckets: number[]
  hits: DealerSearchHit[]
  /** Filled only when count is 0. */
  nearby: NearbyPlace[]
}

export interface DealerIndex {
  readonly size: number
  search(place: SearchPlace, opts?: DealerSearchOptions): DealerSearchResult
}

/** Haversine term of two points; `cosLat1`/`cosLat2` are passed in so callers can precompute them. */
function haversineTerm(lat1: number, lon1: number, cosLat1: number, lat2: number, lon2: number, cosLat2: number): number {
  const sinDLat = Math.sin(((lat2 - lat1) * RAD) / 2)
  const sinDLon = Math.sin(((lon2 - lon1) * RAD) / 2)
  return Math.min(1, sinDLat * sinDLat + cosLat1 * cosLat2 * sinDLon * sinDLon)
}

function milesFromHaversineTerm(h: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return milesFromHaversineTerm(haversineTerm(lat1, lon1, Math.cos(lat1 * RAD), lat2, lon2, Math.cos(lat2 * RAD)))
}

/**
 * The key dealers list areas by: the 5-digit ZIP for US codes, the FSA for Canadian ones
 * (same rule as the geo index). Malformed input falls back to a best-effort prefix so one
 * bad code in an import cannot break index building.
 */
export function coverageKey(postalCode: string): string {
  const normalized = normalizePostalCode(postalCode)
  if (normalized) return normalized.postalCode
  const compact = postalCode.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z]/.test(compact) ? compact.slice(0, 3) : compact.slice(0, 5)
}

function countryOfPostalCode(postalCode: string): Country {
  return /^\s*[A-Za-z]/.test(postalCode) ? 'CA' : 'US'
}

function countryNumber(country: string | undefined): number {
  const c = (country ?? '').toUpperCase()
  if (c === 'US' || c === 'USA') return 1
  if (c === 'CA' || c === 'CAN' || c === 'CANADA') return 2
  return 0
}

interface RadiusClass {
  maxRadiusMiles: number
  tree: KDBush
  /** tree item id -> dealer slot */
  slots: Int32Array
}

export function createDealerIndex(entries: readonly DealerIndexEntry[]): DealerIndex {
  const active = entries.filter(
    (e) => e.active && Number.isFinite(e.lat) && Number.isFinite(e.lon) && Number.isFinite(e.companyID),
  )
  const n = active.length

  const companyIDs = new Float64Array(n)
  const lats = new Float64Array(n)
  const lons = new Float64Array(n)
  const cosLats = new Float64Array(n)
  /** Largest haversine term inside the service radius: compare without asin/sqrt. */
  const maxTerms = new Float64Array(n)
  const bucketIfListed = new Uint8Array(n)
  const bucketIfRadius = new Uint8Array(n)
  const priorities = new Float64Array(n)
  const scores = new Float64Array(n)
  const countries = new Uint8Array(n)
  const coversOwnCode = new Uint8Array(n)
  const postalCodes: string[] = new Array<string>(n)
  const ownKeys: string[] = new Array<string>(n)
  const cities: string[] = new Array<string>(n)
  const states: string[] = new Array<string>(n)

  const listedBy = new Map<string, number[]>()
  const classMembers: number[][] = RADIUS_CLASS_CEILINGS_MILES.map(() => [])
  const overflowMembers: number[] = []
  let overflowMax = 0

  for (let slot = 0; slot < n; slot++) {
    const e = active[slot] as DealerIndexEntry
    const radius = Math.max(0, e.radiusMiles ?? DEFAULT_RADIUS_MILES)
    companyIDs[slot] = e.companyID
    lats[slot] = e.lat
    lons[slot] = e.lon
    cosLats[slot] = Math.cos(e.lat * RAD)
    const halfAngle = Math.min(Math.PI / 2, radius / EARTH_RADIUS_MILES / 2)
    maxTerms[slot] = Math.sin(halfAngle) ** 2
    const customerCare = isCustomerCareDealer(e.dealerType)
    bucketIfListed[slot] = dealerBucket(customerCare, 'servicedPostalCode')
    bucketIfRadius[slot] = dealerBucket(customerCare, 'radius')
    priorities[slot] = e.priority_ranking ?? 0
    scores[slot] = e.score ?? 0
    countries[slot] = countryNumber(e.country ?? countryOfPostalCode(e.postalCode))
    postalCodes[slot] = e.postalCode
    cities[slot] = e.city
    states[slot] = e.state

    const ownKey = coverageKey(e.postalCode)
    ownKeys[slot] = ownKey
    let listsOwn = false
    const keys = new Set((e.servicedPostalCodes ?? []).map(coverageKey))
    for (const key of keys) {
      if (key === ownKey) listsOwn = true
      const list = listedBy.get(key)
      if (list) list.push(slot)
      else listedBy.set(key, [slot])
    }
    coversOwnCode[slot] = radius > 0 || listsOwn ? 1 : 0

    if (radius > 0) {
      const classIndex = RADIUS_CLASS_CEILINGS_MILES.findIndex((ceiling) => radius <= ceiling)
      if (classIndex >= 0) classMembers[classIndex]?.push(slot)
      else {
        overflowMembers.push(slot)
        overflowMax = Math.max(overflowMax, radius)
      }
    }
  }

  const listedSlots = new Map<string, Int32Array>()
  for (const [key, slots] of listedBy) listedSlots.set(key, Int32Array.from(slots))

  const radiusClasses: RadiusClass[] = []
  const addClass = (members: number[], maxRadiusMiles: number) => {
    if (members.length === 0) return
    const tree = new KDBush(members.length)
    for (const slot of members) tree.add(lons[slot] as number, lats[slot] as number)
    tree.finish()
    radiusClasses.push({ maxRadiusMiles, tree, slots: Int32Array.from(members) })
  }
  classMembers.forEach((members, i) => addClass(members, RADIUS_CLASS_CEILINGS_MILES[i] as number))
  addClass(overflowMembers, overflowMax)

  // Nearest-neighbour tree over every active dealer; item id === slot.
  const allTree = new KDBush(Math.max(n, 1))
  for (let slot = 0; slot < n; slot++) allTree.add(lons[slot] as number, lats[slot] as number)
  if (n === 0) allTree.add(0, 0) // kdbush cannot finish empty; the predicate rejects this item
  allTree.finish()

  // Rank keys. The order of compareRank (rankDealers.ts) is packed into one number per
  // candidate, so keeping the best ones is plain numeric comparison (no comparator objects):
  //   key = ((bucket * P + priorityRank) * B + distanceBand) * n + staticRank
  // priorityRank: 0 for the highest priority_ranking; staticRank: position by score desc,
  // companyID asc (unique per dealer, so the key also identifies the slot).
  // Exact while 4 * P * B * n < 2^53, i.e. for any realistic dealer count.
  const byScore = Array.from({ length: n }, (_, slot) => slot).sort(
    (a, b) => (scores[b] as number) - (scores[a] as number) || (companyIDs[a] as number) - (companyIDs[b] as number),
  )
  const slotByStaticRank = Int32Array.from(byScore)
  const staticRanks = new Float64Array(n)
  byScore.forEach((slot, rank) => {
    staticRanks[slot] = rank
  })
  const distinctPriorities = [...new Set(priorities)].sort((a, b) => b - a)
  const priorityCount = Math.max(1, distinctPriorities.length)
  const priorityRankOf = new Map(distinctPriorities.map((p, i) => [p, i]))
  const priorityRanks = new Float64Array(n)
  for (let slot = 0; slot < n; slot++) priorityRanks[slot] = priorityRankOf.get(priorities[slot] as number) ?? 0
  const bandCount = DISTANCE_BAND_LIMITS_MILES.length + 1

  // Haversine terms of the distance-band limits: bands are found without asin/sqrt.
  const bandTerms = DISTANCE_BAND_LIMITS_MILES.map((miles) => Math.sin(Math.min(Math.PI / 2, miles / EARTH_RADIUS_MILES / 2)) ** 2)
  const bandOfTerm = (h: number) => {
    let band = 0
    while (band < bandTerms.length && h > (bandTerms[band] as number)) band++
    return band
  }

  // Per-search scratch, reused.
  const seenStamp = new Uint32Array(n)
  let generation = 0
  const kinds = new Uint8Array(n) // 1 = servicedPostalCode, 2 = radius
  const terms = new Float64Array(n) // haversine term place -> dealer
  // Bounded max-heap of the best `heapLimit` rank keys: only the top of the list is kept,
  // so a dense metro with thousands of covering dealers costs O(matches x log limit).
  const heap = new Float64Array(n)
  let heapSize = 0
  let heapLimit = 0
  let candidateCount = 0

  const siftDown = (from: number) => {
    let i = from
    const value = heap[i] as number
    for (;;) {
      const left = 2 * i + 1
      if (left >= heapSize) break
      const right = left + 1
      const child = right < heapSize && (heap[right] as number) > (heap[left] as number) ? right : left
      if ((heap[child] as number) <= value) break
      heap[i] = heap[child] as number
      i = child
    }
    heap[i] = value
  }

  const addCandidate = (slot: number, kind: 1 | 2, h: number) => {
    seenStamp[slot] = generation
    kinds[slot] = kind
    terms[slot] = h
    candidateCount++
    if (heapLimit === 0) return
    const bucket = kind === 1 ? (bucketIfListed[slot] as number) : (bucketIfRadius[slot] as number)
    const key =
      ((bucket * priorityCount + (priorityRanks[slot] as number)) * bandCount + bandOfTerm(h)) * n +
      (staticRanks[slot] as number)
    if (heapSize < heapLimit) {
      // sift up
      let i = heapSize++
      while (i > 0) {
        const parent = (i - 1) >> 1
        if ((heap[parent] as number) >= key) break
        heap[i] = heap[parent] as number
        i = parent
      }
      heap[i] = key
    } else if (key < (heap[0] as number)) {
      heap[0] = key
      siftDown(0)
    }
  }

  const nextGeneration = () => {
    generation = (generation + 1) >>> 0
    if (generation === 0) {
      seenStamp.fill(0)
      generation = 1
    }
  }

  const collectRadius = (place: SearchPlace, cosPlaceLat: number, placeCountry: number, sameCountryOnly: boolean) => {
    for (const radiusClass of radiusClasses) {
      const angular = radiusClass.maxRadiusMiles / EARTH_RADIUS_MILES
      const dLat = (angular / RAD) * 1.000001 + 1e-9
      const minLat = place.lat - dLat
      const maxLat = place.lat + dLat
      let dLon = 180
      if (minLat > -90 && maxLat < 90) {
        const s = Math.sin(angular) / Math.cos(place.lat * RAD)
        if (s < 1) dLon = (Math.asin(s) / RAD) * 1.000001 + 1e-9
      }
      const ranges: [number, number][] = []
      if (dLon >= 180) ranges.push([-180, 180])
      else {
        const minLon = place.lon - dLon
        const maxLon = place.lon + dLon
        ranges.push([Math.max(-180, minLon), Math.min(180, maxLon)])
        if (minLon < -180) ranges.push([minLon + 360, 180])
        if (maxLon > 180) ranges.push([-180, maxLon - 360])
      }
      for (const [lo, hi] of ranges) {
        const found = radiusClass.tree.range(lo, minLat, hi, maxLat)
        for (let i = 0; i < found.length; i++) {
          const slot = radiusClass.slots[found[i] as number] as number
          if (seenStamp[slot] === generation) continue
          if (sameCountryOnly && placeCountry !== 0 && countries[slot] !== 0 && countries[slot] !== placeCountry) {
            continue
          }
          const h = haversineTerm(place.lat, place.lon, cosPlaceLat, lats[slot] as number, lons[slot] as number, cosLats[slot] as number)
          if (h > (maxTerms[slot] as number) || (maxTerms[slot] as number) === 0) continue
          addCandidate(slot, 2, h)
        }
      }
    }
  }

  const findNearby = (place: SearchPlace, searchedKey: string, placeCountry: number, limit: number, maxMiles: number) => {
    const nearby: NearbyPlace[] = []
    if (n === 0 || limit <= 0) return nearby
    const usable = (slot: number) =>
      slot < n &&
      coversOwnCode[slot] === 1 &&
      (placeCountry === 0 || countries[slot] === 0 || countries[slot] === placeCountry) &&
      ownKeys[slot] !== searchedKey
    const seenPlaces = new Set<string>()
    // Dealers cluster in towns, so ask for a few times more neighbours than suggestions.
    let want = limit * 8
    for (;;) {
      const slots = around(allTree, place.lon, place.lat, want, maxMiles * KM_PER_MILE, usable)
      nearby.length = 0
      seenPlaces.clear()
      for (const slot of slots) {
        const key = `${(cities[slot] as string).toLowerCase()}|${(states[slot] as string).toLowerCase()}`
        if (seenPlaces.has(key)) continue
        seenPlaces.add(key)
        nearby.push({
          postalCode: postalCodes[slot] as string,
          city: cities[slot] as string,
          state: states[slot] as string,
          distanceMiles:
            Math.round(distanceMiles(place.lat, place.lon, lats[slot] as number, lons[slot] as number) * 10) / 10,
        })
        if (nearby.length === limit) return nearby
      }
      if (slots.length < want || want >= n) return nearby
      want *= 4
    }
  }

  return {
    size: n,
    search(place, opts = {}) {
      const limit = Math.max(0, Math.floor(opts.limit ?? DEFAULT_RESULT_LIMIT))
      const randomizeBuckets = [...(opts.randomizeBuckets ?? DEFAULT_RANDOMIZE_BUCKETS)]
      const sameCountryOnly = opts.sameCountryOnly ?? true
      const placeCountry = countryNumber(place.country)
      const key = coverageKey(place.postalCode)

      nextGeneration()
      candidateCount = 0
      heapSize = 0
      heapLimit = Math.min(limit, n)
      const cosPlaceLat = Math.cos(place.lat * RAD)

      const listed = listedSlots.get(key)
      if (listed) {
        for (let i = 0; i < listed.length; i++) {
          const slot = listed[i] as number
          if (seenStamp[slot] === generation) continue
          const h = haversineTerm(place.lat, place.lon, cosPlaceLat, lats[slot] as number, lons[slot] as number, cosLats[slot] as number)
          addCandidate(slot, 1, h)
        }
      }
      collectRadius(place, cosPlaceLat, placeCountry, sameCountryOnly)

      const ranked = heap.subarray(0, heapSize).sort()
      const take = heapSize
      const hits: DealerSearchHit[] = new Array<DealerSearchHit>(take)
      for (let i = 0; i < take; i++) {
        const rankKey = ranked[i] as number
        const slot = slotByStaticRank[rankKey % n] as number
        const listedKind = kinds[slot] === 1
        hits[i] = {
          companyID: companyIDs[slot] as number,
          distanceMiles: Math.round(milesFromHaversineTerm(terms[slot] as number) * 10) / 10,
          searchInfo: {
            kind: listedKind ? 'servicedPostalCode' : 'radius',
            bucket: listedKind ? (bucketIfListed[slot] as number) : (bucketIfRadius[slot] as number),
          },
        }
      }

      return {
        count: take,
        totalMatches: candidateCount,
        randomizeBuckets,
        hits,
        nearby:
          take === 0
            ? findNearby(
                place,
                key,
                sameCountryOnly ? placeCountry : 0,
                opts.nearbyLimit ?? DEFAULT_NEARBY_LIMIT,
                opts.nearbyMaxMiles ?? DEFAULT_NEARBY_MAX_MILES,
              )
            : [],
      }
    },
  }
}

/** A stored dealer before a search has placed it in a bucket. */
export type UnrankedDealer = Omit<Dealer, 'searchInfo'>

interface ShuffleableDealer {
  searchInfo: { bucket: number }
  metaData?: { priority_ranking?: number }
}

/**
 * Client-side fairness shuffle. Inside each bucket listed in `randomizeBuckets`, every
 * run of consecutive dealers with the same priority_ranking is shuffled (Fisher-Yates with
 * the injected `random`, e.g. Math.random); featured dealers therefore stay ahead of
 * unfeatured ones and other buckets keep their server order. Returns a new array.
 */
export function shuffleBuckets<T extends ShuffleableDealer>(
  dealers: readonly T[],
  randomizeBuckets: readonly number[],
  random: () => number,
): T[] {
  const out = [...dealers]
  if (randomizeBuckets.length === 0) return out
  const shuffled = new Set(randomizeBuckets)
  let start = 0
  while (start < out.length) {
    const first = out[start] as T
    let end = start + 1
    while (
      end < out.length &&
      (out[end] as T).searchInfo.bucket === first.searchInfo.bucket &&
      ((out[end] as T).metaData?.priority_ranking ?? 0) === (first.metaData?.priority_ranking ?? 0)
    ) {
      end++
    }
    if (shuffled.has(first.searchInfo.bucket)) {
      for (let i = end - 1; i > start; i--) {
        const j = start + Math.floor(random() * (i - start + 1))
        const tmp = out[i] as T
        out[i] = out[j] as T
        out[j] = tmp
      }
    }
    start = end
  }
  return out
}
