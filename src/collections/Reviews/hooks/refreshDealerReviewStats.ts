import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { DEALER_BEING_DELETED } from '@/collections/Dealers/hooks/deleteDealerReviews'
import { REVIEW_STATS_CONTEXT } from '@/collections/Dealers/hooks/keepDerivedFields'
import { reviewStats } from '@/server/dealers/reviewStats'

type ReviewLike = { dealer?: number | string | { id: number | string } | null }

const dealerIdOf = (review: ReviewLike | undefined | null) => {
  const value = review?.dealer
  if (value === null || value === undefined) return undefined
  return typeof value === 'object' ? value.id : value
}

/** Recomputes one dealer's average_rating and total_review_count from its reviews (same transaction as `req`). */
export async function recomputeDealerReviewStats(req: PayloadRequest, dealerId: number | string): Promise<void> {
  const { payload } = req
  const reviews = await payload.find({
    collection: 'reviews',
    where: { dealer: { equals: dealerId } },
    pagination: false,
    depth: 0,
    select: { rating: true },
    req,
  })
  const stats = reviewStats(reviews.docs.map((r) => r.rating))
  const existing = await payload.find({ collection: 'dealers', where: { id: { equals: dealerId } }, limit: 1, depth: 0, req })
  if (!existing.docs[0]) return
  await payload.update({
    collection: 'dealers',
    id: dealerId,
    data: { metaData: { ...existing.docs[0].metaData, ...stats } },
    depth: 0,
    req,
    context: { ...req.context, [REVIEW_STATS_CONTEXT]: true },
  })
}

export const refreshDealerReviewStats: CollectionAfterChangeHook<ReviewLike & { id: number | string }> = async ({ doc, previousDoc, req }) => {
  const now = dealerIdOf(doc)
  const before = dealerIdOf(previousDoc)
  if (now !== undefined) await recomputeDealerReviewStats(req, now)
  if (before !== undefined && String(before) !== String(now)) await recomputeDealerReviewStats(req, before)
  return doc
}

export const refreshDealerReviewStatsOnDelete: CollectionAfterDeleteHook<ReviewLike & { id: number | string }> = async ({ doc, req }) => {
  if (req.context[DEALER_BEING_DELETED]) return doc
  const id = dealerIdOf(doc)
  if (id !== undefined) await recomputeDealerReviewStats(req, id)
  return doc
}
