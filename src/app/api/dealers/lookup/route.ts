import { preflightResponse } from '@/server/dealers/http'
import { dealerLookupGET } from '@/server/dealers/routes'

// GET /api/dealers/lookup?cid=900001 -> one Dealer, 404 {error} when unknown or inactive.
export const dynamic = 'force-dynamic'
export const GET = dealerLookupGET
export const OPTIONS = preflightResponse
