import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'
import { refusePayloadRestRequest } from '@/server/http/guardPayloadRest'
import { handleLeadPost } from '@/server/leads/intake'
import { payloadWithJobs } from '@/server/jobs/payloadWithJobs'

export const dynamic = 'force-dynamic'

/** Public lead intake (see docs/leads.md). */
export async function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, await payloadWithJobs())
}

// This file shadows Payload's catch-all for the exact path /api/leads; the admin's list calls
// (find, bulk update/delete) go on to Payload's REST API with the collection's access rules.
const leadsCollection = { params: Promise.resolve({ slug: ['leads'] }) }
const rest = {
  GET: REST_GET(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
  OPTIONS: REST_OPTIONS(config),
}
export const GET = (request: Request) => refusePayloadRestRequest(request) ?? rest.GET(request, leadsCollection)
export const PATCH = (request: Request) => refusePayloadRestRequest(request) ?? rest.PATCH(request, leadsCollection)
export const DELETE = (request: Request) => refusePayloadRestRequest(request) ?? rest.DELETE(request, leadsCollection)
export const OPTIONS = (request: Request) => rest.OPTIONS(request, leadsCollection)
