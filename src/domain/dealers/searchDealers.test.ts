import { describe, expect, it } from 'vitest'

import { dealerBucket, DISTANCE_BAND_LIMITS_MILES } from './rankDealers'
import { coverageKey } from './buildDealerIndex'
import { distanceMiles } from './distance'
import {
  createDealerIndex,
  shuffleBuckets,
  type DealerIndexEntry,
  type SearchPlace,
} from './searchDealers'

const AUSTIN: SearchPlace = { lat: 30.2713, lon: -97.7426, postalCode: '78701', country: 'US' }

function entry(partial: Partial<DealerIndexEntry> & Pick<DealerIndexEntry, 'companyID' | 'lat' | 'lon'>): DealerIndexEntry {
  return {
    active: true,
    postalCode: '78701',
    city: 'Austin',
    state: 'TX',
    dealerType: 'CC',
    ...partial,
  }
}

describe('createDealerIndex().search', () => {
  const dealers: DealerIndexEntry[] = [
    // Customer Care, lists 78701, 60 miles away (outside its 25-mile radius)
    entry({ companyID: 10, lat: 31.1, lon: -97.7, radiusMiles: 25, servicedPostalCodes: ['78701'], postalCode: '76513', city: 'Belton' }),
    // Customer Care by radius, close
    entry({ companyID: 20, lat: 30.28, lon: -97.75, score: 10 }),
    // Customer Care by radius, featured, farther
    entry({ companyID: 21, lat: 30.5, lon: -97.7, priority_ranking: 5 }),
    // NON-CC lists the ZIP and is close: still bucket 3
    entry({ companyID: 30, lat: 30.27, lon: -97.74, dealerType: 'NON-CC', servicedPostalCodes: ['78701-1234'] }),
    // NON-CC by radius
    entry({ companyID: 31, lat: 30.3, lon: -97.8, dealerType: 'NON-CC', score: 90 }),
    // inactive: never returned
    entry({ companyID: 40, lat: 30.27, lon: -97.74, active: false }),
    // radius too small to reach Austin
    entry({ companyID: 50, lat: 30.6, lon: -97.7, radiusMiles: 5, postalCode: '78626', city: 'Georgetown' }),
    // Dallas: out of range
    entry({ companyID: 60, lat: 32.78, lon: -96.8, postalCode: '75201', city: 'Dallas' }),
  ]
  const index = createDealerIndex(dealers)

  it('returns covering dealers ranked by bucket, priority, distance band, score and id', () => {
    const result = index.search(AUSTIN)
    // 21 (featured) beats the closer 20; 31 beats 30 on score, both within 10 miles.
    expect(result.hits.map((h) => h.companyID)).toEqual([10, 21, 20, 31, 30])
    expect(result.hits.map((h) => h.searchInfo)).toEqual([
      { kind: 'servicedPostalCode', bucket: 1 },
      { kind: 'radius', bucket: 2 },
      { kind: 'radius', bucket: 2 },
      { kind: 'radius', bucket: 3 },
      { kind: 'servicedPostalCode', bucket: 3 },
    ])
    expect(result.count).toBe(5)
    expect(result.totalMatches).toBe(5)
    expect(result.randomizeBuckets).toEqual([3])
    expect(result.nearby).toEqual([])
  })

  it('reports distances in miles rounded to one decimal', () => {
    const hit = index.search(AUSTIN).hits.find((h) => h.companyID === 10)
    expect(hit?.distanceMiles).toBeCloseTo(57.4, 0)
    expect(Number.isInteger((hit?.distanceMiles ?? 0) * 10)).toBe(true)
  })

  it('applies the limit after ranking', () => {
    const result = index.search(AUSTIN, { limit: 2 })
    expect(result.hits.map((h) => h.companyID)).toEqual([10, 21])
    expect(result.count).toBe(2)
    expect(result.totalMatches).toBe(5)
  })

  it('suggests nearby covered places when nothing covers the searched place', () => {
    // Waco: 100 miles from Austin, 95 from Dallas; no dealer reaches it.
    const result = index.search({ lat: 31.55, lon: -97.15, postalCode: '76701', country: 'US' })
    expect(result.count).toBe(0)
    expect(result.hits).toEqual([])
    expect(result.nearby.length).toBeGreaterThan(0)
    expect(result.nearby.length).toBeLessThanOrEqual(5)
    // distinct cities, nearest first
    const cities = result.nearby.map((p) => p.city)
    expect(new Set(cities).size).toBe(cities.length)
    const distances = result.nearby.map((p) => p.distanceMiles)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(result.nearby[0]).toMatchObject({ city: 'Belton', postalCode: '76513', state: 'TX' })
    expect(index.search({ lat: 31.55, lon: -97.15, postalCode: '76701', country: 'US' }, { nearbyLimit: 1 }).nearby).toHaveLength(1)
  })

  it('gives no suggestions beyond nearbyMaxMiles', () => {
    const result = index.search({ lat: 47.6, lon: -122.3, postalCode: '98101', country: 'US' })
    expect(result.count).toBe(0)
    expect(result.nearby).toEqual([])
  })

  it('matches Canadian FSAs whatever the spacing and case, and keeps radius matches in-country', () => {
    const canada = createDealerIndex([
      entry({ companyID: 1, lat: 43.65, lon: -79.37, postalCode: 'M5V 3L9', city: 'Toronto', state: 'ON', radiusMiles: 0, servicedPostalCodes: ['m5v'] }),
      entry({ companyID: 2, lat: 42.3, lon: -83.0, postalCode: 'N9A', city: 'Windsor', state: 'ON', radiusMiles: 30 }),
    ])
    expect(canada.search({ lat: 43.64, lon: -79.39, postalCode: 'M5V-2T6', country: 'CA' }).hits.map((h) => h.companyID)).toEqual([1])
    const detroit = { lat: 42.33, lon: -83.05, postalCode: '48226', country: 'US' }
    expect(canada.search(detroit).count).toBe(0)
    expect(canada.search(detroit, { sameCountryOnly: false }).hits.map((h) => h.companyID)).toEqual([2])
  })

  it('finds radius matches across the antimeridian', () => {
    const aleutians = createDealerIndex([entry({ companyID: 7, lat: 52, lon: 179.9, postalCode: '99546', radiusMiles: 30 })])
    expect(aleutians.search({ lat: 52, lon: -179.9, postalCode: '99547', country: 'US' }).hits.map((h) => h.companyID)).toEqual([7])
  })

  it('works with no dealers at all', () => {
    const empty = createDealerIndex([])
    expect(empty.size).toBe(0)
    expect(empty.search(AUSTIN)).toMatchObject({ count: 0, hits: [], nearby: [] })
  })
})

describe('coverageKey', () => {
  it('reduces ZIP+4 to the ZIP and postal codes to the FSA', () => {
    expect(coverageKey('78701-1234')).toBe('78701')
    expect(coverageKey('m5v 3l9')).toBe('M5V')
    expect(coverageKey('H2X')).toBe('H2X')
  })
})

// Deterministic PRNG (mulberry32) so a failure reproduces.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface RankInputs {
  companyID: number
  bucket: number
  priorityRanking: number
  distanceMiles: number
  score: number
}

/** The order of rankDealers.ts written plainly: bucket, featured first, distance band, score, id. */
function compareRank(a: RankInputs, b: RankInputs): number {
  const band = (miles: number) => DISTANCE_BAND_LIMITS_MILES.filter((limit) => miles > limit).length
  return a.bucket - b.bucket || b.priorityRanking - a.priorityRanking || band(a.distanceMiles) - band(b.distanceMiles) || b.score - a.score || a.companyID - b.companyID
}

/** Full scan with the same coverage rules; the reference the index must agree with. */
function bruteForce(entries: DealerIndexEntry[], place: SearchPlace, limit: number) {
  const key = coverageKey(place.postalCode)
  const placeCountry = /^[A-Z]/i.test(place.postalCode) ? 'CA' : 'US'
  const hits: (RankInputs & { kind: string })[] = []
  for (const e of entries) {
    if (!e.active) continue
    const d = distanceMiles(place.lat, place.lon, e.lat, e.lon)
    const listed = (e.servicedPostalCodes ?? []).some((code) => coverageKey(code) === key)
    const dealerCountry = e.country ?? (/^[A-Z]/i.test(e.postalCode) ? 'CA' : 'US')
    const radius = e.radiusMiles ?? 50
    // radius 0 means "only the listed codes"
    const inRadius = dealerCountry === placeCountry && radius > 0 && d <= radius
    if (!listed && !inRadius) continue
    const kind = listed ? 'servicedPostalCode' : 'radius'
    hits.push({
      companyID: e.companyID,
      bucket: dealerBucket(e.dealerType !== 'NON-CC', kind),
      priorityRanking: e.priority_ranking ?? 0,
      distanceMiles: d,
      score: e.score ?? 0,
      kind,
    })
  }
  return hits.sort(compareRank).slice(0, limit)
}

describe('index agrees with a brute-force scan', () => {
  const random = mulberry32(20261101)
  const zips = Array.from({ length: 400 }, (_, i) => String(10000 + i * 211).padStart(5, '0'))
  const fsas = Array.from({ length: 60 }, (_, i) => `${'KLMNHV'[i % 6]}${i % 10}${'ABCEGHJ'[i % 7]}`)
  const pick = <T,>(list: T[]): T => list[Math.floor(random() * list.length)] as T
  const dealerTypes = ['CC', 'NON-CC', undefined, 'PREMIER']

  const entries: DealerIndexEntry[] = Array.from({ length: 4000 }, (_, i) => {
    const canadian = random() < 0.2
    // Clustered points so that dense areas with many overlapping radii exist.
    const lat = canadian ? 43 + random() * 8 : 25 + random() * 24
    const lon = canadian ? -123 + random() * 60 : -124 + random() * 57
    const codes = canadian ? fsas : zips
    const radiusRoll = random()
    return {
      companyID: 100000 + ((i * 7919) % 4000),
      lat,
      lon,
      radiusMiles: radiusRoll < 0.1 ? 0 : radiusRoll < 0.95 ? Math.round(random() * 100) : 150 + random() * 400,
      servicedPostalCodes: Array.from({ length: Math.floor(random() * 4) }, () => pick(codes)),
      dealerType: pick(dealerTypes),
      priority_ranking: random() < 0.8 ? 0 : Math.floor(random() * 4),
      score: Math.floor(random() * 6) * 20,
      active: random() > 0.05,
      postalCode: pick(codes),
      city: `City ${i % 500}`,
      state: canadian ? 'ON' : 'TX',
    }
  })
  const index = createDealerIndex(entries)

  const places: SearchPlace[] = Array.from({ length: 300 }, (_, i) => {
    const near = entries[Math.floor(random() * entries.length)] as DealerIndexEntry
    const canadian = /^[A-Z]/.test(near.postalCode)
    const jitter = i % 3 === 0 ? 0 : (random() - 0.5) * 4
    return {
      lat: near.lat + jitter,
      lon: near.lon + jitter,
      postalCode: pick(canadian ? fsas : zips),
      country: canadian ? 'CA' : 'US',
    }
  })

  it('for every place, in full and with the default limit', () => {
    let compared = 0
    for (const place of places) {
      for (const limit of [Number.MAX_SAFE_INTEGER, 50]) {
        const expected = bruteForce(entries, place, limit)
        const actual = index.search(place, { limit }).hits
        expect(actual.map((h) => [h.companyID, h.searchInfo.kind, h.searchInfo.bucket])).toEqual(
          expected.map((h) => [h.companyID, h.kind, h.bucket]),
        )
        compared += expected.length
      }
    }
    // The data must actually exercise the comparison.
    expect(compared).toBeGreaterThan(10_000)
  }, 60_000) // Thousands of searches both ways: seconds on a loaded machine (5 s, the default, timed out once in CI).
})

describe('shuffleBuckets', () => {
  const d = (id: number, bucket: number, priority = 0) => ({
    id,
    searchInfo: { bucket },
    metaData: { priority_ranking: priority },
  })
  const list = [d(1, 1), d(2, 1), d(3, 3, 2), d(4, 3, 2), d(5, 3), d(6, 3), d(7, 3), d(8, 3)]
  const reverse = () => 0 // Fisher-Yates with 0 always swaps with the run start

  it('shuffles only inside randomised buckets, within runs of equal priority', () => {
    const out = shuffleBuckets(list, [3], reverse)
    expect(out.slice(0, 2).map((x) => x.id)).toEqual([1, 2])
    expect(out.slice(2, 4).map((x) => x.id).sort()).toEqual([3, 4])
    expect(out.slice(4).map((x) => x.id).sort()).toEqual([5, 6, 7, 8])
    expect(out.map((x) => x.id)).not.toEqual(list.map((x) => x.id))
  })

  it('leaves the list alone when no bucket is randomised and never mutates the input', () => {
    const before = list.map((x) => x.id)
    expect(shuffleBuckets(list, [], reverse).map((x) => x.id)).toEqual(before)
    shuffleBuckets(list, [1, 3], reverse)
    expect(list.map((x) => x.id)).toEqual(before)
  })

  it('is a permutation for any random source', () => {
    const random = mulberry32(7)
    const out = shuffleBuckets(list, [1, 3], random)
    expect(out.map((x) => x.id).sort()).toEqual(list.map((x) => x.id).sort())
  })
})
