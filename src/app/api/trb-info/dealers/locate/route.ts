import { preflightResponse } from '@/server/dealers/http'
import { dealerSearchHandler } from '@/server/dealers/routes'

// GET /api/trb-info/dealers/locate: the info-mode search; same query and answer as /api/dealers/locations.
export const dynamic = 'force-dynamic'
export const GET = dealerSearchHandler('info')
export const OPTIONS = preflightResponse
