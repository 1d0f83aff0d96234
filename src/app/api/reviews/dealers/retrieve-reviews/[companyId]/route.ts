import { preflightResponse } from '@/server/dealers/http'
import { dealerReviewsGET } from '@/server/dealers/routes'

// GET /api/reviews/dealers/retrieve-reviews/900001?page=1&pageAmount=10 -> {reviews, page, pageAmount, total}, newest first.
export const dynamic = 'force-dynamic'
export const OPTIONS = preflightResponse

export async function GET(request: Request, context: { params: Promise<{ companyId: string }> }): Promise<Response> {
  const { companyId } = await context.params
  return dealerReviewsGET(request, companyId)
}
