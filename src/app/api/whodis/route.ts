import { parseWhodisRequest } from '@/domain/calltracking/leaseNumber'
import { logger } from '@/lib/logger'
import { leasePhoneNumber } from '@/server/calltracking/leasePhoneNumber'
import { readJsonBody } from '@/server/leads/readJsonBody'
import { payloadWithJobs } from '@/server/jobs/payloadWithJobs'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024
const noStore = { 'Cache-Control': 'no-store' }

/** Call tracking: lease a number of the routing group's pool to the visitor's session. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok && body.reason === 'too-large') {
    return Response.json({ message: 'The request is too large.' }, { status: 413, headers: noStore })
  }
  const parsed = parseWhodisRequest(body.ok ? body.value : undefined)
  if (!parsed.ok) return Response.json({ message: parsed.error }, { status: 400, headers: noStore })
  try {
    const outcome = await leasePhoneNumber(await payloadWithJobs(), parsed.request)
    if (outcome.status === 404) return Response.json({ message: outcome.error }, { status: 404, headers: noStore })
    return Response.json({ message: { leasePhoneNumber: outcome.leasePhoneNumber } }, { status: outcome.status, headers: noStore })
  } catch (error) {
    logger.error({ err: error, routingGroupID: parsed.request.routingGroupID }, 'whodis: could not lease a number')
    return Response.json({ message: 'Could not lease a phone number.' }, { status: 500, headers: noStore })
  }
}
