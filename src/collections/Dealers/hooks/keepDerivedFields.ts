import type { CollectionBeforeChangeHook } from 'payload'
import { dealerTitle, nextDealerUrl } from '@/domain/dealers/dealerDerivedFields'

/** Context flag the review hooks set when they write the stats they computed from the reviews. */
export const REVIEW_STATS_CONTEXT = 'reviewStatsFromReviews'

type DealerDraft = {
  id: number | string
  title?: string | null
  data?: { companyID?: number | null; name?: string | null; city?: string | null; state?: string | null }
  metaData?: { dealer_url?: string | null; average_rating?: number | null; total_review_count?: number | null }
}

/**
 * - title: "Name (#companyID)", the admin's list title and search key;
 * - metaData.dealer_url: the profile path, recomputed while it is empty or one of ours
 *   (/dealers/... or /404/) so a rename moves it; an external URL is kept;
 * - average_rating / total_review_count: only the review hooks may write them, so they
 *   always agree with the dealer's reviews (an import or an edit cannot set them).
 */
export const keepDealerDerivedFields: CollectionBeforeChangeHook<DealerDraft> = ({ data, originalDoc, operation, req }) => {
  const merged = { ...(originalDoc?.data ?? {}), ...(data.data ?? {}) }
  data.title = dealerTitle(merged.name, merged.companyID)
  const metaData = { ...(originalDoc?.metaData ?? {}), ...(data.metaData ?? {}) }
  metaData.dealer_url = nextDealerUrl(metaData.dealer_url, merged)
  if (!req.context[REVIEW_STATS_CONTEXT]) {
    metaData.average_rating = operation === 'create' ? 0 : (originalDoc?.metaData?.average_rating ?? 0)
    metaData.total_review_count = operation === 'create' ? 0 : (originalDoc?.metaData?.total_review_count ?? 0)
  }
  data.metaData = metaData
  return data
}
