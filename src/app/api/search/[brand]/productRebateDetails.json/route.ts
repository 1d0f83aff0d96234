import { logger } from '@/lib/logger'
import { payloadClient } from '@/server/payload'
import { productRebateDetails } from '@/server/rebates/productRebateDetails'

export const dynamic = 'force-dynamic'

/** Browsers and CDNs may keep an answer 5 minutes (the data changes a few times a year; "today" moves daily). */
const CACHEABLE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600'

/** The EcoRebates-shaped rebate lookup the rebate blocks read (our own data, docs/rebates.md). */
export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand } = await params
  const url = new URL(request.url)
  try {
    const payload = await payloadClient()
    const outcome = await productRebateDetails(payload, {
      brand,
      zip: url.searchParams.get('zip'),
      pageSize: url.searchParams.get('pageSize'),
    })
    if (!outcome.ok) {
      return Response.json({ error: outcome.error }, { status: outcome.status, headers: { 'Cache-Control': CACHEABLE } })
    }
    return Response.json(outcome.body, { headers: { 'Cache-Control': CACHEABLE } })
  } catch (error) {
    logger.error({ err: error, brand, zip: url.searchParams.get('zip') }, 'rebate lookup failed')
    return Response.json(
      { error: 'Rebate information is unavailable right now; try again later' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
