import { isJsonContentType, isSameSiteRequest } from '@/domain/http/sameSite'
import { parseWhodisRequest } from '@/domain/calltracking/leaseNumber'
import { rateLimitClientKey } from '@/domain/http/clientAddress'
import { logger } from '@/lib/logger'
import { leasePhoneNumber } from '@/server/calltracking/leasePhoneNumber'
import { requestClientAddress } from '@/server/http/clientAddress'
import { loadEnv } from '@/lib/env'
import { limitWhodisByClient, limitWhodisClientRecycle, limitWhodisPoolRecycle } from '@/server/http/rateLimit'
import { readJsonBody } from '@/server/http/readJsonBody'
import { payloadWithJobs } from '@/server/jobs/payloadWithJobs'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024
const noStore = { 'Cache-Control': 'no-store' }
/** Ours, as the lead intake's. */
const WHODIS_RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.'

const tooMany = (retryAfterSeconds: number) =>
  Response.json({ message: WHODIS_RATE_LIMITED_MESSAGE }, { status: 429, headers: { ...noStore, 'Retry-After': String(retryAfterSeconds) } })

/**
 * Call tracking: lease a number of the routing group's pool to the visitor's session. Limited per
 * client; a client that holds numbers takes over its own before anyone else's, taking over another
 * client's number is limited per client, and an engaged visitor's per pool too (docs/leads.md), so an
 * anonymous burst neither sweeps a pool nor leaves every new visitor without a number.
 */
export async function POST(request: Request): Promise<Response> {
  // Another site's page must not lease numbers through its visitors' browsers: a cross-site form can
  // send text/plain without a preflight, so same-site JSON only (docs/security.md), as the lead intake.
  const siteOrigins = [new URL(request.url).origin, loadEnv().SITE_URL]
  if (!isSameSiteRequest({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site'), siteOrigins })) {
    await request.body?.cancel().catch(() => undefined)
    return Response.json({ message: 'Phone numbers are only given to pages of this site.' }, { status: 403, headers: noStore })
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    await request.body?.cancel().catch(() => undefined)
    return Response.json({ message: 'The request must be JSON (Content-Type: application/json).' }, { status: 415, headers: noStore })
  }
  const payload = await payloadWithJobs()
  const client = requestClientAddress(request.headers)
  const byClient = await limitWhodisByClient(payload, client)
  if (byClient.limited) {
    await request.body?.cancel().catch(() => undefined)
    return tooMany(byClient.retryAfterSeconds)
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok && body.reason === 'too-large') {
    return Response.json({ message: 'The request is too large.' }, { status: 413, headers: noStore })
  }
  const parsed = parseWhodisRequest(body.ok ? body.value : undefined)
  if (!parsed.ok) return Response.json({ message: parsed.error }, { status: 400, headers: noStore })
  try {
    const outcome = await leasePhoneNumber(payload, parsed.request, new Date(), {
      // The same key the limits count (an IPv6 client is its /64): a burst's leases are one client's.
      clientKey: rateLimitClientKey(client),
      mayTakeFromClient: () => limitWhodisClientRecycle(payload, client, parsed.request.routingGroupID),
      mayTakeFromPool: () => limitWhodisPoolRecycle(payload, parsed.request.routingGroupID),
      historyDays: loadEnv().WHODIS_HISTORY_DAYS,
    })
    if (outcome.status === 429) return tooMany(outcome.retryAfterSeconds)
    if (outcome.status === 404) return Response.json({ message: outcome.error }, { status: 404, headers: noStore })
    return Response.json({ message: { leasePhoneNumber: outcome.leasePhoneNumber } }, { status: outcome.status, headers: noStore })
  } catch (error) {
    logger.error({ err: error, routingGroupID: parsed.request.routingGroupID }, 'whodis: could not lease a number')
    return Response.json({ message: 'Could not lease a phone number.' }, { status: 500, headers: noStore })
  }
}
