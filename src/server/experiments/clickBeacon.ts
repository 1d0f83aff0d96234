import { loadEnv } from '@/lib/env'
import type { Payload } from 'payload'
import { EXPERIMENT_COOKIE, experimentScope, parseAssignments, runningAssignments, type Assignments } from '@/domain/experiments/assignment'
import { readAssignmentCookie } from './assignmentCookie'
import { isSelfIdentifiedBot } from '@/domain/experiments/bots'
import { isSameSiteRequest } from '@/domain/http/sameSite'
import { parseCookies } from '@/domain/leads/userProfile'
import { logger } from '@/lib/logger'
import { requestClientAddress } from '@/server/http/clientAddress'
import { limitExperimentClicks } from '@/server/http/rateLimit'
import { readJsonBody } from '@/server/http/readJsonBody'
import { runningExperiments } from './activeExperiments'
import { countClicks } from './clickCounts'

const MAX_BODY_BYTES = 2048
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
const accepted = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

function siteOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin]
  origins.push(loadEnv().SITE_URL)
  return origins
}

/**
 * POST /api/experiments/click `{ experiments: { key: variant } }`: the page says which experiment
 * variants it showed when a tracked call to action was clicked; each one that is also the visitor's
 * assignment (cookie) of a running experiment counts one click for that variant. Same-site only,
 * limited per client, bots ignored. Answers 204 whether or not anything was counted.
 */
export async function handleClickBeacon(request: Request, payload: Payload): Promise<Response> {
  if (!isSameSiteRequest({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site'), siteOrigins: siteOrigins(request) })) {
    return json({ error: "Clicks are accepted only from this site's own pages." }, 403)
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? json({ error: 'The request is too large.' }, 413) : json({ error: 'Send the click as JSON.' }, 400)
  const shown = (body.value as { experiments?: unknown } | null)?.experiments
  if (!shown || typeof shown !== 'object' || Array.isArray(shown)) return json({ error: 'Say which experiment variants the page showed.' }, 400)
  const pairs = Object.entries(shown as Record<string, unknown>)
  if (pairs.length > 20 || pairs.some(([, v]) => typeof v !== 'string')) return json({ error: 'Say which experiment variants the page showed.' }, 400)

  const limit = await limitExperimentClicks(payload, requestClientAddress(request.headers))
  if (limit.limited) return json({ error: 'Too many requests. Please try again later.' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
  if (isSelfIdentifiedBot(request.headers.get('user-agent'))) return accepted()

  const cookie = parseCookies(request.headers.get('cookie') ?? '').get(EXPERIMENT_COOKIE)
  if (!cookie) return accepted()
  const onPage = parseAssignments(pairs.map(([k, v]) => `${k}_${v}`).join('~'))
  try {
    const experiments = await runningExperiments()
    const assigned = runningAssignments(experiments, readAssignmentCookie(cookie), new Date())
    const counted: Assignments = {}
    for (const experiment of experiments) {
      const scope = experimentScope(experiment)
      if (assigned[scope] !== undefined && assigned[scope] === onPage[experiment.key]) counted[scope] = assigned[scope]
    }
    countClicks(counted)
  } catch (error) {
    logger.warn({ err: error }, 'experiment click not counted: running experiments unavailable')
  }
  return accepted()
}
