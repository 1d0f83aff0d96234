import type { Endpoint, PayloadRequest, Where } from 'payload'
import { isAdmin } from '@/access'
import { logger } from '@/lib/logger'
import { CSV_HEADERS, csvRow, leadCsvRow } from '@/server/leads/csv'
import { dealerNames } from '@/server/dealers/dealerNames'
import { retryDelivery } from '@/server/leads/delivery'

const forbidden = () => Response.json({ error: 'You are not allowed to perform this action.' }, { status: 403 })

/**
 * GET /api/leads/export: the leads matching the list view's filters (same `where` query string
 * the admin list uses), as CSV. Admins only.
 */
export const exportLeadsCsvEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isAdmin(req)) return forbidden()
    const where = (req.query?.where ?? {}) as Where
    const { payload, user } = req
    // Validate the filter before streaming so a bad query is a 400, not a broken download.
    try {
      await payload.count({ collection: 'leads', where, overrideAccess: false, user })
    } catch (error) {
      return Response.json({ error: `Invalid filter: ${(error as Error).message}` }, { status: 400 })
    }
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          controller.enqueue(encoder.encode(csvRow(CSV_HEADERS)))
          for (let page = 1; ; page++) {
            const result = await payload.find({ collection: 'leads', where, sort: '-createdAt', limit: 500, page, depth: 0, overrideAccess: false, user })
            const dealers = await dealerNames(payload, result.docs.map((lead) => lead.companyId))
            for (const lead of result.docs) controller.enqueue(encoder.encode(leadCsvRow(lead, dealers)))
            if (!result.hasNextPage) break
          }
          controller.close()
        } catch (error) {
          logger.error({ err: error }, 'lead CSV export failed')
          controller.error(error)
        }
      },
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** POST /api/leads/:id/retry-delivery: failed or dead deliveries start a fresh schedule now. Admins only. */
export const retryLeadDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isAdmin(req)) return forbidden()
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'Unknown lead.' }, { status: 404 })
    const lead = await req.payload.findByID({ collection: 'leads', id, depth: 0, disableErrors: true })
    if (!lead) return Response.json({ error: 'Unknown lead.' }, { status: 404 })
    const updated = await retryDelivery(req.payload, id)
    return Response.json({ id, deliveryStatus: updated.deliveryStatus, deliveries: updated.deliveries })
  },
}
