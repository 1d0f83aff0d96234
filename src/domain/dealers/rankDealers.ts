import type { SearchKind } from './dealerSchema'

/**
 * Ranking of the dealers that cover a searched place.
 *
 * Buckets (tiers), best first:
 *   1  Customer Care dealer (dealerType is not NON-CC) that lists the searched ZIP/FSA
 *      among the codes it serves: the brand's program dealer *and* an explicit claim on the area.
 *   2  Customer Care dealer that covers the place only through its service radius.
 *   3  Every other dealer (NON-CC or no type), whether it lists the code or covers it by radius.
 *
 * Inside a bucket: priority_ranking descending (higher = featured first; 0 = not featured),
 * then distance band ascending (0-10, 10-25, 25-50, 50+ miles: a better dealer may outrank
 * a slightly closer one, as in Algolia's distance buckets), then score descending, then
 * companyID ascending so the order is deterministic and the response cacheable. The search index
 * (searchDealers.ts) applies this order as one packed number per dealer.
 *
 * Randomised buckets: by default bucket 3 is listed in `randomizeBuckets`. The browser
 * shuffles each run of equally-featured dealers inside it (see shuffleBuckets), so every
 * non-program dealer gets a fair share of the top slots while the JSON stays identical
 * for every visitor (and so cacheable). Buckets 1 and 2 keep the ranked order.
 */

export const BUCKET_CUSTOMER_CARE_LISTED = 1
export const BUCKET_CUSTOMER_CARE_RADIUS = 2
export const BUCKET_OTHER = 3

export const DEFAULT_RANDOMIZE_BUCKETS: readonly number[] = [BUCKET_OTHER]

/** Upper bounds (miles, inclusive) of the distance bands; beyond the last is the last band + 1. */
export const DISTANCE_BAND_LIMITS_MILES: readonly number[] = [10, 25, 50]

export function dealerBucket(isCustomerCare: boolean, kind: SearchKind): number {
  if (!isCustomerCare) return BUCKET_OTHER
  return kind === 'servicedPostalCode' ? BUCKET_CUSTOMER_CARE_LISTED : BUCKET_CUSTOMER_CARE_RADIUS
}
