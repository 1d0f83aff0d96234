import { logger } from '@/lib/logger'
import { payloadClient } from '@/server/payload'
import { dealerReviewsPage, cidSchema, companyIdSchema, reviewsQuerySchema } from './dealerReviews'
import { findDealers, lookupDealer, type DealerSearchMode } from './findDealers'
import { errorResponse, jsonResponse, queryOf } from './http'
import { DEALER_API_MESSAGES, dealerSearchQuerySchema } from './searchQuery'

/**
 * Route-handler bodies of the public dealer API (the files under src/app/api only bind them
 * to paths). Bad input answers 400 {error}; an unexpected failure is logged and answers
 * 503 {error} without details.
 */

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'Invalid request'

function unavailable(error: unknown, what: string): Response {
  logger.error({ err: error, event: 'dealer_api_error', what }, 'dealer API failure')
  return new Response(JSON.stringify({ error: 'The dealer service is temporarily unavailable. Please try again.' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export function dealerSearchHandler(mode: DealerSearchMode) {
  return async function GET(request: Request): Promise<Response> {
    const parsed = dealerSearchQuerySchema.safeParse(queryOf(request))
    if (!parsed.success) return errorResponse(firstIssue(parsed.error), 400)
    try {
      const answer = await findDealers(await payloadClient(), parsed.data, mode)
      return answer.status === 200 ? jsonResponse(answer.json) : jsonResponse(answer.body, 400)
    } catch (error) {
      return unavailable(error, 'search')
    }
  }
}

export async function dealerLookupGET(request: Request): Promise<Response> {
  const parsed = cidSchema.safeParse(queryOf(request).cid)
  if (!parsed.success) return errorResponse(firstIssue(parsed.error), 400)
  try {
    const dealer = await lookupDealer(await payloadClient(), parsed.data)
    if (!dealer) return errorResponse(DEALER_API_MESSAGES.unknownDealer(parsed.data), 404)
    return jsonResponse(dealer)
  } catch (error) {
    return unavailable(error, 'lookup')
  }
}

export async function dealerReviewsGET(request: Request, companyIdParam: string): Promise<Response> {
  const id = companyIdSchema.safeParse(companyIdParam)
  if (!id.success) return errorResponse(firstIssue(id.error), 400)
  const query = reviewsQuerySchema.safeParse(queryOf(request))
  if (!query.success) return errorResponse(firstIssue(query.error), 400)
  try {
    const page = await dealerReviewsPage(await payloadClient(), id.data, query.data.page, query.data.pageAmount)
    if (!page) return errorResponse(DEALER_API_MESSAGES.unknownDealer(id.data), 404)
    return jsonResponse(page)
  } catch (error) {
    return unavailable(error, 'reviews')
  }
}
