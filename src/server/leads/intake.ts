import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { isJsonContentType, isSameSiteRequest } from '@/domain/http/sameSite'
import { publishedConsentText } from '@/domain/leads/consent'
import { FIELD_MESSAGES, INTAKE_ERRORS } from '@/domain/leads/messages'
import { type LeadSubmission, parseLeadSubmission } from '@/domain/leads/leadIntake'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'
import { MTA_AID_COOKIE, MTA_SID_COOKIE, parseCookies } from '@/domain/leads/userProfile'
import { logger } from '@/lib/logger'
import { loadEnv } from '@/lib/env'
import { limitByEmail, limitByIp } from '@/server/http/rateLimit'
import { readJsonBody } from '@/server/http/readJsonBody'
import { requestClientAddress } from '@/server/http/clientAddress'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { submitLead } from './submitLead'
import { getLeadSettings } from './settings'
import { DEFAULT_LEAD_CONTACT_WINDOW } from '@/domain/leads/leadSettings'
import { EXPERIMENT_COOKIE, runningAssignments, type Assignments } from '@/domain/experiments/assignment'
import { readAssignmentCookie } from '@/server/experiments/assignmentCookie'
import { runningExperiments } from '@/server/experiments/activeExperiments'

/** Ours: the intake's transport-level messages. */
export const INTAKE_HTTP_ERRORS = {
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please try again later.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  unavailable: 'We could not save your request right now. Please try again.',
  notJson: 'Send the lead as JSON (Content-Type: application/json).',
  crossSite: "Leads are accepted only from this site's own pages.",
} as const

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/
const noStore = { 'Cache-Control': 'no-store' }

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } })

/** Honeypot answer: a reference of the same kind as a real lead's (a random UUID); nothing is stored. */
const decoyReference = (): string => crypto.randomUUID()

const cookieValue = (cookies: Map<string, string>, name: string) => cookies.get(name)?.slice(0, 200) || null

/** Our origins: the configured SITE_URL and the one this request was addressed to. */
function siteOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin]
  origins.push(loadEnv().SITE_URL)
  return origins
}

/** Name of the dealer a lead is for, as the site shows it; null when it names none or an unknown one. */
async function dealerNameOf(payload: Payload, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null
  const found = await payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyId } },
    select: { data: { name: true } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const name = found.docs[0]?.data?.name
  return name ? titleCaseDealerName(name) : null
}

/**
 * The consent a lead stores is the published text of the version the client named, rendered here
 * (privacy page of the site settings, the lead's dealer); never the text the client sent.
 */
async function publishedConsent(lead: LeadSubmission, dealerName: string | null): Promise<{ text: string | null } | 'unknown'> {
  if (!lead.consent) return { text: null }
  const { version } = lead.consent
  const { privacyPolicyUrl } = await getSiteSettings()
  const text = publishedConsentText(version, { privacyUrl: privacyPolicyUrl, dealerName: version.startsWith('dealer-') ? dealerName : null })
  return text === null ? 'unknown' : { text }
}

/**
 * The experiment variants of the visitor sending the lead: the pairs of the experiment cookie whose
 * experiment is running and has that variant (a conversion of that variant). Read only when the
 * cookie is there; the list is the proxy's, from the tag-revalidated cache. A failure to read it
 * never loses the lead: it is then stored without assignments.
 */
async function visitorExperiments(cookie: string | undefined): Promise<Assignments> {
  if (!cookie) return {}
  try {
    const experiments = await runningExperiments()
    return runningAssignments(experiments, readAssignmentCookie(cookie), new Date())
  } catch (error) {
    logger.warn({ err: error }, 'running experiments unavailable; lead stored without its experiment variants')
    return {}
  }
}

/** Lead settings' contact window; the lead is already stored, so a failed read falls back to the default instead of a 5xx. */
async function contactWindowOf(payload: Payload): Promise<string> {
  try {
    return (await getLeadSettings(payload)).contactWindow
  } catch (error) {
    logger.warn({ err: error }, 'lead settings could not be read for the confirmation')
    return DEFAULT_LEAD_CONTACT_WINDOW
  }
}

/**
 * POST /api/leads: same-site JSON only -> limits -> body (size-capped JSON) -> domain schema -> store (committed) -> 201 {id, contactWindow}
 * (id: the lead's public reference, a UUID; the honeypot answers with one of the same kind).
 * Every refusal is a 4xx with a message; only a database failure is a 503.
 */
export async function handleLeadPost(request: Request, payload: Payload): Promise<Response> {
  const env = loadEnv()
  // Another site's page must not make its visitors' browsers submit leads (with their IP as consent).
  if (!isSameSiteRequest({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site'), siteOrigins: siteOrigins(request) })) {
    return json({ error: INTAKE_HTTP_ERRORS.crossSite, fieldErrors: {} }, 403)
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    await request.body?.cancel().catch(() => undefined)
    return json({ error: INTAKE_HTTP_ERRORS.notJson, fieldErrors: {} }, 415)
  }
  const ip = requestClientAddress(request.headers)
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
      return json({ id: decoyReference(), contactWindow: await contactWindowOf(payload) }, 201)
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
    // The dealer's name, once: the dealer consent's wording and the lead's "Dealer name" (the list filters by it).
    const dealerName = await dealerNameOf(payload, 'companyId' in parsed.lead ? (parsed.lead.companyId ?? null) : null)
    const consent = await publishedConsent(parsed.lead, dealerName)
    if (consent === 'unknown') return json({ error: INTAKE_ERRORS.invalidFields, fieldErrors: { consent: FIELD_MESSAGES.consentRequired } }, 400)
    const experiments = await visitorExperiments(cookies.get(EXPERIMENT_COOKIE))
    const result = await submitLead(payload, parsed.lead, {
      experiments,
      consentText: consent.text,
      dealerName,
      ip,
      userAgent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
      mtaAid: cookieValue(cookies, MTA_AID_COOKIE),
      mtaSid: cookieValue(cookies, MTA_SID_COOKIE),
      idempotencyKey,
    })
    // The lead's public reference, never its sequential id (which would tell the brand's lead volume).
    // contactWindow: the confirmation's "will contact you …" (reading 51), from Lead settings.
    return json({ id: result.reference, contactWindow: await contactWindowOf(payload) }, 201, result.created ? {} : { 'Idempotent-Replayed': 'true' })
  } catch (error) {
    logger.error({ err: error, kind: parsed.lead.kind }, 'lead could not be stored')
    return json({ error: INTAKE_HTTP_ERRORS.unavailable }, 503)
  }
}
