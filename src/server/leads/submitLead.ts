import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { repeatKey, repeatWindowMs } from '@/domain/leads/dedupe'
import { deliveryTargetsFor, nextDueAt, overallStatus, type DeliveryRow } from '@/domain/leads/deliveryStatus'
import type { LeadSubmission } from '@/domain/leads/leadIntake'
import type { Assignments } from '@/domain/experiments/assignment'
import { leadTitle } from '@/domain/leads/leadLabels'
import { isBookingRequest } from '@/domain/leads/preferredTime'
import type { Lead } from '@/payload-types'
import { loadEnv } from '@/lib/env'
import { intakeStarted } from './intakeActivity'
import { isPostgres, runSql, runSqlTransactionGrouped, type SqlValue } from '@/server/db/rawSql'
import { getLeadSettings } from './settings'

export interface SubmissionContext {
  ip: string | null
  userAgent: string | null
  mtaAid: string | null
  mtaSid: string | null
  idempotencyKey: string | null
  /** The published text of `lead.consent.version`, rendered by the server (intake `publishedConsent`). */
  consentText: string | null
  /** The lead's dealer as the directory names it (null: none, or not in the directory). */
  dealerName?: string | null
  /** The visitor's experiment variants (running experiments only, from the cookie): the lead counts for them. */
  experiments?: Assignments
  now?: Date
}

export interface SubmittedLead {
  id: number
  /**
   * The lead's public reference (its event id, a random UUID): what the homeowner's browser and
   * emails get. The numeric id, which would tell how many leads the brand receives, stays inside.
   */
  reference: string
  /** False when an Idempotency-Key matched an earlier lead: nothing new was stored. */
  created: boolean
  isRepeat: boolean
}

/** Hot-path lookups in plain SQL: the intake runs them on every lead (indexed columns). */
type StoredLead = { id: number; reference: string; isRepeat: boolean }

const storedLead = (row: Record<string, unknown>): StoredLead => ({
  id: Number(row.id),
  reference: typeof row.event_id === 'string' && row.event_id ? row.event_id : crypto.randomUUID(),
  isRepeat: Boolean(row.is_repeat),
})

async function leadIdByIdempotencyKey(payload: Payload, key: string): Promise<StoredLead | null> {
  const { rows } = await runSql(payload, 'SELECT id, event_id, is_repeat FROM leads WHERE idempotency_key = ? LIMIT 1', [key])
  const row = rows[0]
  return row ? storedLead(row) : null
}

/**
 * Both lookups a new submission needs, in one round trip: the lead an Idempotency-Key already
 * stored, and the lead this one repeats (the first of the same person to the same target within
 * the kind's repeat window; `null` = any time, as for newsletter addresses).
 */
async function findEarlierLeads(
  payload: Payload,
  idempotencyKey: string | null,
  key: string | null,
  windowMs: number | null,
  now: Date,
): Promise<{ stored: StoredLead | null; repeatOf: number | null }> {
  const since = windowMs === null ? new Date(0).toISOString() : new Date(now.getTime() - windowMs).toISOString()
  const { rows } = await runSql(
    payload,
    "SELECT 'stored' AS hit, id, event_id, is_repeat, repeat_of_id FROM (SELECT id, event_id, is_repeat, repeat_of_id FROM leads WHERE idempotency_key = ? LIMIT 1) stored " +
      "UNION ALL SELECT 'latest' AS hit, id, event_id, is_repeat, repeat_of_id FROM (SELECT id, event_id, is_repeat, repeat_of_id FROM leads WHERE repeat_key = ? AND created_at > ? ORDER BY created_at DESC, id DESC LIMIT 1) latest",
    [idempotencyKey, key, since],
  )
  const stored = rows.find((row) => row.hit === 'stored')
  const latest = rows.find((row) => row.hit === 'latest')
  return {
    stored: stored ? storedLead(stored) : null,
    repeatOf: !latest ? null : latest.is_repeat && latest.repeat_of_id !== null ? Number(latest.repeat_of_id) : Number(latest.id),
  }
}

/** Ids of array rows, in the format Payload itself gives them (24 hex characters). */
const rowId = () => crypto.randomBytes(12).toString('hex')

type LeadRowData = {
  [K in 'title' | 'followUp' | 'kind' | 'brand' | 'source' | 'formName' | 'companyId' | 'dealerName' | 'topic' | 'firstName' | 'lastName' | 'email' | 'phone' | 'addressLine1' | 'city' | 'state' | 'zip' | 'country' | 'reason' | 'serviceType' | 'contactMethod' | 'owner' | 'contactOptIn' | 'comments' | 'pageUrl' | 'mtaAid' | 'mtaSid' | 'isRepeat' | 'repeatOf' | 'repeatKey' | 'idempotencyKey' | 'eventId' | 'deliveryStatus' | 'nextAttemptAt']: unknown
} & { booking?: { requested: boolean; preferredDay: string | null; preferredTimeWindow: string | null } } & { consent?: { text: string; version: string; acceptedAt: string; pageUrl: string | null; ip: string | null; userAgent: string | null; dealerIds: number[] } }

export const LEAD_COLUMNS: [column: string, value: (d: LeadRowData, bool: (v: unknown) => SqlValue) => unknown][] = [
  ['title', (d) => d.title],
  ['follow_up', (d) => d.followUp],
  ['kind', (d) => d.kind],
  ['company_id', (d) => d.companyId],
  ['dealer_name', (d) => d.dealerName],
  ['topic', (d) => d.topic],
  ['brand', (d) => d.brand],
  ['source', (d) => d.source],
  ['form_name', (d) => d.formName],
  ['first_name', (d) => d.firstName],
  ['last_name', (d) => d.lastName],
  ['email', (d) => d.email],
  ['phone', (d) => d.phone],
  ['address_line1', (d) => d.addressLine1],
  ['city', (d) => d.city],
  ['state', (d) => d.state],
  ['zip', (d) => d.zip],
  ['country', (d) => d.country],
  ['reason', (d) => d.reason],
  ['service_type', (d) => d.serviceType],
  ['contact_method', (d) => d.contactMethod],
  ['owner', (d, bool) => bool(d.owner)],
  ['contact_opt_in', (d, bool) => bool(d.contactOptIn)],
  ['comments', (d) => d.comments],
  ['booking_requested', (d, bool) => bool(d.booking?.requested)],
  ['booking_preferred_day', (d) => d.booking?.preferredDay],
  ['booking_preferred_time_window', (d) => d.booking?.preferredTimeWindow],
  ['page_url', (d) => d.pageUrl],
  ['mta_aid', (d) => d.mtaAid],
  ['mta_sid', (d) => d.mtaSid],
  ['is_repeat', (d, bool) => bool(d.isRepeat)],
  ['repeat_of_id', (d) => d.repeatOf],
  ['consent_text', (d) => d.consent?.text],
  ['consent_version', (d) => d.consent?.version],
  ['consent_accepted_at', (d) => d.consent?.acceptedAt],
  ['consent_page_url', (d) => d.consent?.pageUrl],
  ['consent_ip', (d) => d.consent?.ip],
  ['consent_user_agent', (d) => d.consent?.userAgent],
  ['consent_dealer_ids', (d) => (d.consent ? JSON.stringify(d.consent.dealerIds) : null)],
  ['delivery_status', (d) => d.deliveryStatus],
  ['next_attempt_at', (d) => d.nextAttemptAt],
  ['event_id', (d) => d.eventId],
  ['idempotency_key', (d) => d.idempotencyKey],
  ['repeat_key', (d) => d.repeatKey],
]

async function insertLead(payload: Payload, data: LeadRowData, deliveries: DeliveryRow[], experiments: Assignments, now: Date): Promise<number> {
  const bool = (value: unknown): SqlValue => (value === null || value === undefined ? null : isPostgres(payload) ? (value ? 'true' : 'false') : value ? 1 : 0)
  const columns = [...LEAD_COLUMNS.map(([column]) => column), 'created_at', 'updated_at']
  const values = [...LEAD_COLUMNS.map(([, value]) => (value(data, bool) ?? null) as SqlValue), now.toISOString(), now.toISOString()]
  const eventId = String(data.eventId)
  const insert = `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`
  const deliveryRow = (row: DeliveryRow, order: number): SqlValue[] => [order + 1, rowId(), row.target, row.status]
  // The `experiments` array (one row per experiment the visitor was assigned to).
  const experimentRows: SqlValue[][] = Object.keys(experiments)
    .sort()
    .map((key, order) => [order + 1, rowId(), key, experiments[key]!])
  if (isPostgres(payload)) {
    // PostgreSQL: the lead and its delivery rows in ONE statement (data-modifying CTEs), atomic
    // on its own, so a lead costs one round trip instead of BEGIN, one INSERT per row and COMMIT.
    const sql = [
      `WITH lead AS (${insert})`,
      ...deliveries.map((_, i) => `, d${i} AS (INSERT INTO leads_deliveries (_order, _parent_id, id, target, status, attempts) SELECT ?, id, ?, ?, ?, 0 FROM lead)`),
      ...experimentRows.map((_, i) => `, x${i} AS (INSERT INTO leads_experiments (_order, _parent_id, id, experiment, variant) SELECT ?, id, ?, ?, ? FROM lead)`),
      'SELECT id FROM lead',
    ].join(' ')
    const results = await runSqlTransactionGrouped(payload, [{ sql, values: [...values, ...deliveries.flatMap(deliveryRow), ...experimentRows.flat()] }])
    return Number(results[0]?.rows[0]?.id)
  }
  // Group commit: concurrent submissions share one transaction (see runSqlTransactionGrouped).
  const results = await runSqlTransactionGrouped(payload, [
    { sql: insert, values },
    ...deliveries.map((row, order) => ({
      sql: 'INSERT INTO leads_deliveries (_order, _parent_id, id, target, status, attempts) SELECT ?, id, ?, ?, ?, 0 FROM leads WHERE event_id = ?',
      values: [...deliveryRow(row, order), eventId],
    })),
    ...experimentRows.map((row) => ({
      sql: 'INSERT INTO leads_experiments (_order, _parent_id, id, experiment, variant) SELECT ?, id, ?, ?, ? FROM leads WHERE event_id = ?',
      values: [...row, eventId],
    })),
  ])
  return Number(results[0]?.rows[0]?.id)
}

/**
 * Stores a validated lead, committed before this returns. Its delivery is due at once
 * (`nextAttemptAt`): the `deliverDueLeads` job picks it up from the table, so nothing else has to
 * be written for it here and nothing is lost if the process dies right after the commit.
 */
export async function submitLead(payload: Payload, lead: LeadSubmission, context: SubmissionContext): Promise<SubmittedLead> {
  const ended = intakeStarted()
  try {
    return await storeLead(payload, lead, context)
  } finally {
    ended()
  }
}

async function storeLead(payload: Payload, lead: LeadSubmission, context: SubmissionContext): Promise<SubmittedLead> {
  const now = context.now ?? new Date()
  const companyId = 'companyId' in lead ? (lead.companyId ?? null) : null
  const key = repeatKey({ kind: lead.kind, email: lead.email, phone: 'phone' in lead ? lead.phone : null, companyId })
  const earlier = await findEarlierLeads(payload, context.idempotencyKey, key, repeatWindowMs(lead.kind), now)
  if (earlier.stored) return { ...earlier.stored, created: false }
  const repeatOf = earlier.repeatOf
  const settings = await getLeadSettings(payload)
  const env = loadEnv()
  const targets = deliveryTargetsFor(
    { kind: lead.kind, email: lead.email, companyId },
    { crmWebhook: Boolean(env.CRM_WEBHOOK_URL), homeownerConfirmation: settings.sendHomeownerConfirmation },
  )
  const isRepeat = repeatOf !== null
  const deliveries: DeliveryRow[] = targets.map((target) => ({ target, status: isRepeat ? 'skipped' : 'pending', attempts: 0 }))

  const data = {
    title: leadTitle({ firstName: 'firstName' in lead ? lead.firstName : null, lastName: 'lastName' in lead ? lead.lastName : null, email: lead.email, kind: lead.kind, createdAt: now }),
    followUp: 'new',
    kind: lead.kind,
    brand: lead.brand,
    source: lead.source ?? null,
    formName: 'formName' in lead ? (lead.formName ?? null) : null,
    companyId,
    dealerName: companyId !== null ? (context.dealerName ?? null) : null,
    topic: 'topic' in lead ? (lead.topic ?? null) : null,
    firstName: 'firstName' in lead ? lead.firstName : null,
    lastName: 'lastName' in lead ? lead.lastName : null,
    email: lead.email,
    phone: 'phone' in lead ? lead.phone : null,
    addressLine1: 'addressLine1' in lead ? lead.addressLine1 : null,
    city: 'city' in lead ? lead.city : null,
    state: 'state' in lead ? lead.state : null,
    zip: 'zip' in lead ? lead.zip : null,
    country: 'country' in lead ? lead.country : null,
    reason: 'reason' in lead ? lead.reason : null,
    serviceType: 'serviceType' in lead ? lead.serviceType : null,
    contactMethod: 'contactMethod' in lead ? lead.contactMethod : null,
    owner: 'owner' in lead ? lead.owner : null,
    contactOptIn: 'contactOptIn' in lead ? lead.contactOptIn : null,
    comments: 'comments' in lead ? (lead.comments ?? null) : null,
    booking:
      lead.kind === 'CONTACT_DEALER'
        ? {
            // Book Online's flag, or a preferred time alone (a form from before the flag): the domain's one rule.
            requested: isBookingRequest({ requested: lead.bookOnline, preferredDay: lead.preferredDay, preferredTimeWindow: lead.preferredTimeWindow }),
            preferredDay: lead.preferredDay ?? null,
            preferredTimeWindow: lead.preferredTimeWindow ?? null,
          }
        : undefined,
    pageUrl: lead.pageUrl ?? null,
    mtaAid: context.mtaAid,
    mtaSid: context.mtaSid,
    consent:
      lead.consent && context.consentText !== null
      ? {
          text: context.consentText,
          version: lead.consent.version,
          acceptedAt: now.toISOString(),
          pageUrl: lead.pageUrl ?? null,
          ip: context.ip,
          userAgent: context.userAgent,
          dealerIds: companyId !== null ? [companyId] : [],
        }
      : undefined,
    isRepeat,
    repeatOf,
    repeatKey: key,
    idempotencyKey: context.idempotencyKey,
    eventId: crypto.randomUUID(),
    deliveries,
    deliveryStatus: overallStatus(deliveries, isRepeat),
    nextAttemptAt: nextDueAt(deliveries, now),
  } satisfies Partial<Lead>

  // Validated by the domain schema already, so the lead and its delivery rows are written with
  // plain SQL in one transaction: several times cheaper than Payload's create pipeline, which is
  // what the intake throughput target needs. The column list is the Leads collection's; the
  // integration tests read every field back through Payload.
  let id: number
  try {
    id = await insertLead(payload, data, deliveries, context.experiments ?? {}, now)
  } catch (error) {
    // Two retries of one submit racing: the unique key lets one insert win; the other answers with its id.
    if (context.idempotencyKey) {
      const winner = await leadIdByIdempotencyKey(payload, context.idempotencyKey)
      if (winner) return { ...winner, created: false }
    }
    throw error
  }

  return { id, reference: data.eventId, created: true, isRepeat }
}
