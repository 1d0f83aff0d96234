import type { Endpoint, PayloadRequest } from 'payload'
import { isAdmin } from '@/access'
import { declareWinner, DeclareWinnerError } from '@/server/experiments/declareWinner'
import { experimentResults } from '@/server/experiments/results'
import { EXPERIMENTS_SLUG } from '../slugs'

const forbidden = () => Response.json({ error: 'You are not allowed to perform this action.' }, { status: 403 })
const unknown = () => Response.json({ error: 'Unknown experiment.' }, { status: 404 })
const noStore = { 'Cache-Control': 'no-store' }

function experimentId(req: PayloadRequest): number | null {
  const id = Number(req.routeParams?.id)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** GET /api/experiments/:id/results: the report the experiment's page shows. Admins only. */
export const experimentResultsEndpoint: Endpoint = {
  path: '/:id/results',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isAdmin(req)) return forbidden()
    const id = experimentId(req)
    if (id === null) return unknown()
    const doc = await req.payload.findByID({ collection: EXPERIMENTS_SLUG, id, depth: 0, disableErrors: true })
    if (!doc) return unknown()
    const [results] = await experimentResults(req.payload, [doc])
    return Response.json(results, { headers: noStore })
  },
}

/**
 * POST /api/experiments/:id/declare-winner `{ variant, replacePlacements }`: ends the experiment with
 * that variant as its winner and, when asked, saves each of its pages as a new draft with the
 * placement replaced by the winner's content (the published page stays until an editor publishes).
 */
export const declareWinnerEndpoint: Endpoint = {
  path: '/:id/declare-winner',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isAdmin(req)) return forbidden()
    const id = experimentId(req)
    if (id === null) return unknown()
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = undefined
    }
    const input = body && typeof body === 'object' ? (body as { variant?: unknown; replacePlacements?: unknown }) : {}
    if (typeof input.variant !== 'string' || (input.replacePlacements !== undefined && typeof input.replacePlacements !== 'boolean')) {
      return Response.json({ error: 'Choose the winning variant.' }, { status: 400 })
    }
    try {
      const result = await declareWinner(req.payload, { id, variant: input.variant, replacePlacements: input.replacePlacements === true, user: req.user })
      return Response.json(result, { headers: noStore })
    } catch (error) {
      if (error instanceof DeclareWinnerError) return Response.json({ error: error.message }, { status: error.status })
      throw error
    }
  },
}
