import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { INTAKE_ERRORS } from '@/domain/leads/messages'
import { parseLeadSubmission } from '@/domain/leads/leadSchemas'
import { MTA_AID_COOKIE, MTA_SID_COOKIE, parseCookies } from '@/domain/leads/userProfile'
import { logger } from '@/lib/logger'
import { leadEnv } from './config'
import { limitByEmail, limitByIp } from './rateLimit'
import { clientIp, readJsonBody } from './readJsonBody'
import { submitLead } from './submitLead'

/** Ours: the intake's transport-level messages. */
export const INTAKE_HTTP_ERRORS = {
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please try again later.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  unavailable: 'We could not save your request right now. Please try again.',
} as const

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/
const noStore = { 'Cache-Control': 'no-store' }

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } })

/** Honeypot answer: looks like a real id, stores nothing, tells the bot nothing. */
function decoyId(): string {
  return String(crypto.randomInt(10_000, 2_000_000))
}

const cookieValue = (cookies: Map<string, string>, name: string) => cookies.get(name)?.slice(0, 200) || null

/**
 * POST /api/leads: limits -> body (size-capped JSON) -> domain schema -> store (committed) -> 201 {id}.
 * Every refusal is a 4xx with a message; only a database failure is a 503.
 */
export async function handleLeadPost(request: Request, payload: Payload): Promise<Response> {
  const env = leadEnv()
  const ip = clientIp(request.headers)
  const byIp = await limitByIp(payload, ip)
  if (byIp.limited) return json({ error: INTAKE_HTTP_ERRORS.rateLimited }, 429, { 'Retry-After': String(byIp.retryAfterSeconds) })

  const body = await readJsonBody(request, env.LEAD_MAX_BODY_BYTES)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? json({ error: INTAKE_HTTP_ERRORS.tooLarge }, 413)
      : json({ error: INTAKE_ERRORS.invalidBody, fieldErrors: {} }, 400)
  }

  const parsed = parseLeadSubmission(body.value)
  if (!parsed.ok) {
    if (parsed.honeypot) {
      logger.info({ ip }, 'lead honeypot filled; answered as accepted, nothing stored')
      return json({ id: decoyId() }, 201)
    }
    return json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400)
  }

  const byEmail = await limitByEmail(payload, parsed.lead.email)
  if (byEmail.limited) return json({ error: INTAKE_HTTP_ERRORS.rateLimited }, 429, { 'Retry-After': String(byEmail.retryAfterSeconds) })

  const rawKey = request.headers.get('idempotency-key')
  const idempotencyKey = rawKey === null ? null : rawKey.trim()
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return json({ error: INTAKE_HTTP_ERRORS.badIdempotencyKey, fieldErrors: {} }, 400)
  }

  const cookies = parseCookies(request.headers.get('cookie') ?? '')
  try {
    const result = await submitLead(payload, parsed.lead, {
      ip,
      userAgent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
      mtaAid: cookieValue(cookies, MTA_AID_COOKIE),
      mtaSid: cookieValue(cookies, MTA_SID_COOKIE),
      idempotencyKey,
    })
    return json({ id: String(result.id) }, 201, result.created ? {} : { 'Idempotent-Replayed': 'true' })
  } catch (error) {
    logger.error({ err: error, kind: parsed.lead.kind }, 'lead could not be stored')
    return json({ error: INTAKE_HTTP_ERRORS.unavailable }, 503)
  }
}
