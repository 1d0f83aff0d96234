import KDBush from 'kdbush'
import type { Country } from '@/domain/geo/country'
import { normalizePostalCode } from '@/domain/geo/postalCode'
import { isCustomerCareDealer } from './cardLabels'
import { EARTH_RADIUS_MILES, RAD } from './distance'
import { dealerBucket } from './rankDealers'
import type { DealerIndexEntry } from './searchDealers'

/**
 * Building the dealer search index (searchDealers.ts): the active dealers' facts in typed arrays
 * indexed by slot, the postal codes each dealer lists, one KD-tree per service-radius class, a
 * nearest-neighbour tree and the static part of every dealer's rank key. queryDealerIndex.ts
 * answers searches from it.
 */

export const DEFAULT_RADIUS_MILES = 50
const RADIUS_CLASS_CEILINGS_MILES = [10, 25, 50, 100, 250]

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

export function countryNumber(country: string | undefined): number {
  const c = (country ?? '').toUpperCase()
  if (c === 'US' || c === 'USA') return 1
  if (c === 'CA' || c === 'CAN' || c === 'CANADA') return 2
  return 0
}

export interface RadiusClass {
  maxRadiusMiles: number
  tree: KDBush
  /** tree item id -> dealer slot */
  slots: Int32Array
}

/** What a search reads; built once, never changed. Arrays are indexed by slot (0 .. size - 1). */
export interface DealerIndexData {
  size: number
  companyIDs: Float64Array
  lats: Float64Array
  lons: Float64Array
  cosLats: Float64Array
  /** Largest haversine term inside the service radius: compare without asin/sqrt. */
  maxTerms: Float64Array
  bucketIfListed: Uint8Array
  bucketIfRadius: Uint8Array
  countries: Uint8Array
  coversOwnCode: Uint8Array
  postalCodes: string[]
  ownKeys: string[]
  cities: string[]
  states: string[]
  /** Coverage key -> the slots of the dealers that list it. */
  listedSlots: Map<string, Int32Array>
  radiusClasses: RadiusClass[]
  /** Nearest-neighbour tree over every active dealer; item id === slot. */
  allTree: KDBush
  slotByStaticRank: Int32Array
  staticRanks: Float64Array
  priorityRanks: Float64Array
  priorityCount: number
}

export function buildDealerIndex(entries: readonly DealerIndexEntry[]): DealerIndexData {
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

  // Rank keys. The order of rankDealers.ts is packed into one number per
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

  return {
    size: n,
    companyIDs,
    lats,
    lons,
    cosLats,
    maxTerms,
    bucketIfListed,
    bucketIfRadius,
    countries,
    coversOwnCode,
    postalCodes,
    ownKeys,
    cities,
    states,
    listedSlots,
    radiusClasses,
    allTree,
    slotByStaticRank,
    staticRanks,
    priorityRanks,
    priorityCount,
  }
}
