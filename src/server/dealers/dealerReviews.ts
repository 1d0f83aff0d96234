import type { Payload } from 'payload'
import { z } from 'zod'
import type { Review, ReviewsPage } from '@/domain/dealers/dealerSchema'
import { DEALER_API_MESSAGES } from './searchQuery'

/** Spec section 9: reviews load 10 per page. */
export const DEFAULT_REVIEWS_PAGE_AMOUNT = 10
export const MAX_REVIEWS_PAGE_AMOUNT = 50

const wholeNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message))

export const companyIdSchema = wholeNumber(DEALER_API_MESSAGES.badCompanyId)
export const cidSchema = z.string({ error: DEALER_API_MESSAGES.missingCid }).trim().min(1, DEALER_API_MESSAGES.missingCid).pipe(wholeNumber(DEALER_API_MESSAGES.badCid))

export const reviewsQuerySchema = z.object({
  page: wholeNumber(DEALER_API_MESSAGES.badPage).optional().default(1),
  pageAmount: wholeNumber(DEALER_API_MESSAGES.badPageAmount, MAX_REVIEWS_PAGE_AMOUNT).optional().default(DEFAULT_REVIEWS_PAGE_AMOUNT),
})

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** One page of an active dealer's reviews, newest first; undefined when no such dealer. */
export async function dealerReviewsPage(
  payload: Payload,
  companyID: number,
  page: number,
  pageAmount: number,
): Promise<ReviewsPage | undefined> {
  const dealer = await payload.find({
    collection: 'dealers',
    where: { and: [{ 'data.companyID': { equals: companyID } }, { active: { not_equals: false } }] },
    limit: 1,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
  })
  const id = dealer.docs[0]?.id
  if (id === undefined) return undefined
  const found = await payload.find({
    collection: 'reviews',
    where: { dealer: { equals: id } },
    sort: ['-date', '-id'],
    page,
    limit: pageAmount,
    depth: 0,
    overrideAccess: true,
  })
  const reviews: Review[] = found.docs.map((r) => ({
    author_name: r.author_name,
    rating: r.rating,
    date: day(r.date) ?? '',
    text: r.text,
    owner_response: r.owner_response ?? null,
    owner_response_date: day(r.owner_response_date),
  }))
  return { reviews, page, pageAmount, total: found.totalDocs }
}
