import { around } from 'geokdbush'
import type { NearbyPlace } from './dealerSchema'
import { countryNumber, coverageKey, type DealerIndexData } from './buildDealerIndex'
import { distanceMiles, EARTH_RADIUS_MILES, haversineTerm, KM_PER_MILE, milesFromHaversineTerm, RAD } from './distance'
import { DEFAULT_RANDOMIZE_BUCKETS, DISTANCE_BAND_LIMITS_MILES } from './rankDealers'
import type { DealerSearchHit, DealerSearchOptions, DealerSearchResult, SearchPlace } from './searchDealers'

/**
 * Answering searches from a built dealer index (buildDealerIndex.ts): the listed dealers of the
 * searched code, then each radius class's box, ranked by packed keys in a bounded heap; nearby
 * covered places when nothing covers the place. The scratch arrays are made once per index and
 * reused by every search.
 */

export const DEFAULT_RESULT_LIMIT = 50
export const DEFAULT_NEARBY_LIMIT = 5
export const DEFAULT_NEARBY_MAX_MILES = 150

export function dealerIndexSearch(index: DealerIndexData): (place: SearchPlace, opts?: DealerSearchOptions) => DealerSearchResult {
  const n = index.size
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
    const bucket = kind === 1 ? (index.bucketIfListed[slot] as number) : (index.bucketIfRadius[slot] as number)
    const key =
      ((bucket * index.priorityCount + (index.priorityRanks[slot] as number)) * bandCount + bandOfTerm(h)) * n +
      (index.staticRanks[slot] as number)
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
    for (const radiusClass of index.radiusClasses) {
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
          if (sameCountryOnly && placeCountry !== 0 && index.countries[slot] !== 0 && index.countries[slot] !== placeCountry) {
            continue
          }
          const h = haversineTerm(place.lat, place.lon, cosPlaceLat, index.lats[slot] as number, index.lons[slot] as number, index.cosLats[slot] as number)
          if (h > (index.maxTerms[slot] as number) || (index.maxTerms[slot] as number) === 0) continue
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
      index.coversOwnCode[slot] === 1 &&
      (placeCountry === 0 || index.countries[slot] === 0 || index.countries[slot] === placeCountry) &&
      index.ownKeys[slot] !== searchedKey
    const seenPlaces = new Set<string>()
    // Dealers cluster in towns, so ask for a few times more neighbours than suggestions.
    let want = limit * 8
    for (;;) {
      const slots = around(index.allTree, place.lon, place.lat, want, maxMiles * KM_PER_MILE, usable)
      nearby.length = 0
      seenPlaces.clear()
      for (const slot of slots) {
        const key = `${(index.cities[slot] as string).toLowerCase()}|${(index.states[slot] as string).toLowerCase()}`
        if (seenPlaces.has(key)) continue
        seenPlaces.add(key)
        nearby.push({
          postalCode: index.postalCodes[slot] as string,
          city: index.cities[slot] as string,
          state: index.states[slot] as string,
          distanceMiles:
            Math.round(distanceMiles(place.lat, place.lon, index.lats[slot] as number, index.lons[slot] as number) * 10) / 10,
        })
        if (nearby.length === limit) return nearby
      }
      if (slots.length < want || want >= n) return nearby
      want *= 4
    }
  }

  return function search(place: SearchPlace, opts: DealerSearchOptions = {}): DealerSearchResult {
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

    const listed = index.listedSlots.get(key)
    if (listed) {
      for (let i = 0; i < listed.length; i++) {
        const slot = listed[i] as number
        if (seenStamp[slot] === generation) continue
        const h = haversineTerm(place.lat, place.lon, cosPlaceLat, index.lats[slot] as number, index.lons[slot] as number, index.cosLats[slot] as number)
        addCandidate(slot, 1, h)
      }
    }
    collectRadius(place, cosPlaceLat, placeCountry, sameCountryOnly)

    const ranked = heap.subarray(0, heapSize).sort()
    const take = heapSize
    const hits: DealerSearchHit[] = new Array<DealerSearchHit>(take)
    for (let i = 0; i < take; i++) {
      const rankKey = ranked[i] as number
      const slot = index.slotByStaticRank[rankKey % n] as number
      const listedKind = kinds[slot] === 1
      hits[i] = {
        companyID: index.companyIDs[slot] as number,
        distanceMiles: Math.round(milesFromHaversineTerm(terms[slot] as number) * 10) / 10,
        searchInfo: {
          kind: listedKind ? 'servicedPostalCode' : 'radius',
          bucket: listedKind ? (index.bucketIfListed[slot] as number) : (index.bucketIfRadius[slot] as number),
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
  }
}
