import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { refusePayloadRestRequest } from '@/server/http/guardPayloadRest'
import { handleLeadPost } from '@/server/leads/intake'
import { payloadWithJobs } from '@/server/jobs/payloadWithJobs'

export const dynamic = 'force-dynamic'

/** Public lead intake (see docs/leads.md), except the admin's own look-ups (below). */
export async function POST(request: Request): Promise<Response> {
  const payload = await payloadWithJobs()
  if (await isAdminLookup(request, payload)) return refusePayloadRestRequest(request) ?? rest.POST(request, leadsCollection)
  return handleLeadPost(request, payload)
}

/**
 * The admin's relationship fields ("Repeat of") look leads up with a POST carrying the query in its
 * body and `X-Payload-HTTP-Method-Override: GET`. From a signed-in admin that is Payload's find, not
 * a lead; anyone else still gets the public intake's answer.
 */
async function isAdminLookup(request: Request, payload: Awaited<ReturnType<typeof payloadWithJobs>>): Promise<boolean> {
  if (request.headers.get('x-payload-http-method-override')?.toUpperCase() !== 'GET') return false
  const { user } = await payload.auth({ headers: request.headers })
  return Boolean(user)
}

// This file shadows Payload's catch-all for the exact path /api/leads; the admin's list calls
// (find, bulk update/delete) go on to Payload's REST API with the collection's access rules.
const leadsCollection = { params: Promise.resolve({ slug: ['leads'] }) }
const rest = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
  OPTIONS: REST_OPTIONS(config),
}
export const GET = (request: Request) => refusePayloadRestRequest(request) ?? rest.GET(request, leadsCollection)
export const PATCH = (request: Request) => refusePayloadRestRequest(request) ?? rest.PATCH(request, leadsCollection)
export const DELETE = (request: Request) => refusePayloadRestRequest(request) ?? rest.DELETE(request, leadsCollection)
export const OPTIONS = (request: Request) => rest.OPTIONS(request, leadsCollection)
