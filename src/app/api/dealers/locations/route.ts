import { preflightResponse } from '@/server/dealers/http'
import { dealerSearchHandler } from '@/server/dealers/routes'

// GET /api/dealers/locations?brand=AS&zipcode=10001&url=...&mtaAnonymousId=...&mtaSessionId=...
export const dynamic = 'force-dynamic'
export const GET = dealerSearchHandler('locate')
export const OPTIONS = preflightResponse
