import type { Country } from '@/domain/geo/country'
import { buildDealerIndex } from './buildDealerIndex'
import type { Dealer, NearbyPlace, SearchKind } from './dealerSchema'
import { dealerIndexSearch } from './queryDealerIndex'

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
 *
 * Building is buildDealerIndex.ts, answering a search queryDealerIndex.ts, the order
 * rankDealers.ts.
 */

/** The compact per-dealer facts the index needs; full dealer documents stay in the database. */
export interface DealerIndexEntry {
  companyID: number
  lat: number
  lon: number
  /** Straight-line service radius; 0 = serves only the listed postal codes. Default 50. */
  radiusMiles?: number
  /** ZIPs (`78701`, `78701-1234`) or Canadian FSAs / full postal codes (`M5V`, `M5V 3L9`). */
  servicedPostalCodes?: readonly string[]
  /** `NON-CC` = not a Customer Care dealer; any other value, or none, is one (see isCustomerCareDealer). */
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

export function createDealerIndex(entries: readonly DealerIndexEntry[]): DealerIndex {
  const index = buildDealerIndex(entries)
  return { size: index.size, search: dealerIndexSearch(index) }
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
