import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { LEADS_SLUG } from '@/collections/slugs'
import { isRepeatWithin, repeatWindowMs } from '@/domain/leads/dedupe'
import { deliveryTargetsFor, leadDeliveredAt, nextDueAt, overallStatus, type DeliveryRow, type DeliveryStatus, type DeliveryTarget } from '@/domain/leads/deliveryStatus'
import { nextAttemptDelayMs } from '@/domain/leads/deliverySchedule'
import { appendAttempt } from '@/domain/leads/deliveryLog'
import { logger } from '@/lib/logger'
import type { Lead } from '@/payload-types'
import { loadEnv } from '@/lib/env'
import { dealerEmailMessage, homeownerConfirmationMessage, webhookEvent } from './messages'
import { isPostgres, runSql, runSqlTransactionGrouped } from '@/server/db/rawSql'
import { DeliveryError, postCrmWebhook } from './webhook'
import { resolveDealerEmail } from './dealerContact'
import { sendMail } from '@/server/email/mailer'
import { getLeadSettings } from './settings'
import { whenIntakeIdle } from './intakeActivity'

export const DELIVERY_QUEUE = 'leads'
export const DELIVER_DUE_TASK = 'deliverDueLeads'

const ctx = { disableRevalidate: true, leadDelivery: true }

/**
 * Adapter-level save of delivery state (no hooks or validation to run on these system fields):
 * much cheaper than payload.update, which matters on SQLite's single connection.
 */
async function saveLead(payload: Payload, lead: Lead, data: Partial<Lead>): Promise<void> {
  const rows = data.deliveries?.map((row) => ({ ...row, id: row.id ?? crypto.randomBytes(12).toString('hex') }))
  // The whole document, as payload.update would pass it: the adapter writes the row as an upsert.
  await payload.db.updateOne({
    collection: LEADS_SLUG,
    id: lead.id,
    data: { ...lead, ...data, ...(rows ? { deliveries: rows } : {}), updatedAt: new Date().toISOString() },
    returning: false,
  })
}

/**
 * One target's result and the lead's overall state, in one transaction; after the last target
 * the claim is released in the same write. Plain SQL: this runs for every attempt, and the
 * adapter's updateOne would rewrite every delivery row each time.
 */
async function saveAttempt(payload: Payload, leadId: number, row: DeliveryRow, rows: readonly DeliveryRow[], now: Date, last: boolean): Promise<void> {
  const target = {
    sql: 'UPDATE leads_deliveries SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ?, delivered_at = ?, log = ? WHERE id = ? AND _parent_id = ?',
    values: [row.status, row.attempts ?? 0, row.lastError ?? null, row.nextAttemptAt ?? null, row.deliveredAt ?? null, row.log ?? null, String(row.id), leadId],
  }
  const lead = {
    sql: `UPDATE leads SET delivery_status = ?, next_attempt_at = ?, delivered_at = ?, updated_at = ?${last ? ', claimed_until = NULL' : ''} WHERE id = ?`,
    values: [overallStatus(rows, false), nextDueAt(rows, now), leadDeliveredAt(rows), new Date().toISOString(), leadId],
  }
  // Grouped: the saves of leads being delivered side by side share one commit. On PostgreSQL both
  // updates are one statement (a data-modifying CTE): atomic alone, one round trip.
  await runSqlTransactionGrouped(
    payload,
    isPostgres(payload) ? [{ sql: `WITH target AS (${target.sql}) ${lead.sql}`, values: [...target.values, ...lead.values] }] : [target, lead],
  )
}

/** No worker holds the lead: never claimed, or its claim has expired (one `?`: now). */
const UNCLAIMED = '(claimed_until IS NULL OR claimed_until < ?)'

/**
 * Takes the lead for delivery with one compare-and-set: only one worker (of any instance) holds it
 * until `claimedUntil`; a worker killed mid-delivery loses it when the time passes.
 */
export async function claimLead(payload: Payload, id: number, now: Date, claimMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + claimMs).toISOString()
  const result = await runSql(payload, `UPDATE leads SET claimed_until = ? WHERE id = ? AND ${UNCLAIMED}`, [until, id, now.toISOString()])
  return result.rowsAffected === 1
}

async function releaseClaim(payload: Payload, id: number): Promise<void> {
  await runSql(payload, 'UPDATE leads SET claimed_until = NULL WHERE id = ?', [id])
}

/** Sends one target; the email address it went to, for the attempt log (null for the CRM). */
async function attempt(payload: Payload, lead: Lead, target: DeliveryTarget): Promise<string | null> {
  const eventId = lead.eventId ?? `lead-${lead.id}`
  switch (target) {
    case 'dealerEmail': {
      const to = await resolveDealerEmail(payload, lead.companyId ?? null)
      await sendMail({ ...dealerEmailMessage(lead), to, messageKey: `${eventId}-dealer` })
      return to
    }
    case 'homeownerEmail': {
      if (!lead.email) throw new DeliveryError('The lead has no email address')
      await sendMail({ ...homeownerConfirmationMessage(lead), to: lead.email, messageKey: `${eventId}-homeowner` })
      return lead.email
    }
    case 'crmWebhook':
      await postCrmWebhook(eventId, webhookEvent(lead))
      return null
  }
}

/** An earlier, non-repeat lead of the same person to the same dealer within the window (race-safe re-check at delivery). */
async function findOriginal(payload: Payload, lead: Lead): Promise<{ id: number } | null> {
  if (!lead.repeatKey) return null
  // A newsletter address has no window: subscribed once for good.
  const windowMs = repeatWindowMs(lead.kind)
  const since = windowMs === null ? new Date(0).toISOString() : new Date(new Date(lead.createdAt).getTime() - windowMs).toISOString()
  const { rows } = await runSql(
    payload,
    'SELECT id, created_at FROM leads WHERE repeat_key = ? AND id < ? AND (is_repeat IS NULL OR NOT is_repeat) AND created_at > ? ORDER BY id LIMIT 1',
    [lead.repeatKey, lead.id, since],
  )
  const original = rows[0]
  if (!original) return null
  const createdAt = original.created_at instanceof Date ? original.created_at : String(original.created_at)
  return windowMs === null || isRepeatWithin(createdAt, new Date(lead.createdAt), windowMs) ? { id: Number(original.id) } : null
}

export type DeliverOutcome =
  | { result: 'busy' | 'gone' | 'nothing-due' }
  | { result: 'repeat'; repeatOf: number }
  | { result: 'attempted'; status: DeliveryStatus; nextAttemptAt: string | null }

/**
 * Delivers whatever is due on one lead, once per target: each target's result is saved right
 * after its attempt, and a target already delivered is never sent again. Failed targets get the
 * next time of the back-off schedule, or dead-letter after the last attempt.
 *
 * @internal Tests deliver one lead at a time of their choosing; workers run deliverDueLeads.
 */
export async function deliverLead(payload: Payload, id: number, now: Date = new Date()): Promise<DeliverOutcome> {
  if (!(await claimLead(payload, id, now, loadEnv().LEAD_DELIVERY_CLAIM_MS))) return { result: 'busy' }
  return deliverClaimed(payload, id, now)
}

/** deliverLead for a lead this worker has already claimed (read after the claim, or by the caller that claimed it). */
async function deliverClaimed(payload: Payload, id: number, now: Date, claimed?: Lead | null): Promise<DeliverOutcome> {
  const env = loadEnv()
  try {
    const lead = claimed !== undefined ? claimed : ((await payload.db.findOne({ collection: LEADS_SLUG, where: { id: { equals: id } } })) as Lead | null)
    if (!lead) return { result: 'gone' }

    if (!lead.isRepeat && lead.deliveryStatus !== 'delivered') {
      const original = await findOriginal(payload, lead)
      if (original) {
        const rows = (lead.deliveries ?? []).map((row) => (row.status === 'delivered' ? row : { ...row, status: 'skipped' as const, nextAttemptAt: null }))
        await saveLead(payload, lead, { isRepeat: true, repeatOf: original.id, deliveries: rows, deliveryStatus: 'repeat', nextAttemptAt: null, claimedUntil: null })
        return { result: 'repeat', repeatOf: original.id }
      }
    }

    let rows: DeliveryRow[] = (lead.deliveries ?? []).map((row) => ({ ...row }))
    if (rows.length === 0 && (lead.deliveryStatus === 'pending' || lead.deliveryStatus === 'retrying')) {
      // A pending lead with no delivery rows (written by hand or by an older version): rebuild
      // them from the configuration and store them before any attempt.
      const settings = await getLeadSettings(payload)
      rows = deliveryTargetsFor(lead, {
        crmWebhook: Boolean(env.CRM_WEBHOOK_URL),
        homeownerConfirmation: settings.sendHomeownerConfirmation,
      }).map((target) => ({ id: crypto.randomBytes(12).toString('hex'), target, status: 'pending' as const, attempts: 0 }))
      if (rows.length === 0) {
        await saveLead(payload, lead, { deliveryStatus: 'none', nextAttemptAt: null, claimedUntil: null })
        return { result: 'nothing-due' }
      }
      await saveLead(payload, lead, { deliveries: rows })
    }
    const due = rows.filter(
      (row) =>
        (row.status === 'pending' || row.status === 'failed') &&
        (!row.nextAttemptAt || new Date(row.nextAttemptAt).getTime() <= now.getTime()),
    )
    if (due.length === 0) {
      // The lead said it was due but none of its targets is: align it so it is not picked again.
      await runSql(payload, 'UPDATE leads SET claimed_until = NULL, next_attempt_at = ? WHERE id = ?', [nextDueAt(rows, now), id])
      return { result: 'nothing-due' }
    }
    for (const [index, row] of due.entries()) {
      const attemptNumber = (row.attempts ?? 0) + 1
      row.attempts = attemptNumber
      try {
        const to = await attempt(payload, lead, row.target)
        row.status = 'delivered'
        row.deliveredAt = new Date().toISOString()
        row.nextAttemptAt = null
        row.lastError = null
        row.log = appendAttempt(row.log, { at: row.deliveredAt, outcome: 'delivered', to })
      } catch (error) {
        const scheduled = error instanceof DeliveryError && error.permanent ? null : nextAttemptDelayMs(attemptNumber)
        const delay = scheduled === null ? null : Math.round(scheduled * env.LEAD_RETRY_DELAY_SCALE)
        row.lastError = `${new Date().toISOString()} attempt ${attemptNumber}: ${(error as Error).message}`.slice(0, 1000)
        row.status = delay === null ? 'dead' : 'failed'
        row.nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay).toISOString()
        row.log = appendAttempt(row.log, { at: new Date().toISOString(), outcome: delay === null ? 'dead' : 'failed', error: (error as Error).message })
        const log = delay === null ? logger.error.bind(logger) : logger.warn.bind(logger)
        log({ leadId: id, target: row.target, attempt: attemptNumber, err: (error as Error).message }, delay === null ? 'lead delivery dead-lettered' : 'lead delivery failed; retry scheduled')
      }
      // Saved after each target, so a crash after one send does not repeat it.
      await saveAttempt(payload, id, row, rows, now, index === due.length - 1)
    }
    // The next attempt, if any, is just a due time on the lead: deliverDueLeads finds it then.
    const nextAttemptAt = nextDueAt(rows, now)
    return { result: 'attempted', status: overallStatus(rows, false), nextAttemptAt }
  } catch (error) {
    await releaseClaim(payload, id).catch(() => undefined)
    throw error
  }
}

/** Claimed leads by id, with their delivery rows: one query for the batch instead of one per lead. */
async function readLeads(payload: Payload, ids: number[]): Promise<Map<number, Lead>> {
  const found = await payload.db.find({ collection: LEADS_SLUG, where: { id: { in: ids } }, limit: ids.length, pagination: false })
  return new Map((found.docs as Lead[]).map((doc) => [Number(doc.id), doc]))
}

/** Leads one claim statement takes: few enough to finish well within LEAD_DELIVERY_CLAIM_MS. */
const CLAIM_BATCH = 20

/**
 * Claims up to `limit` due leads in one statement (one commit for the batch): oldest due first,
 * none that another worker holds. The claim condition is checked again on each row as it is
 * updated, so two workers racing for the same lead cannot both get it.
 */
async function claimDueLeads(payload: Payload, now: Date, limit: number, claimMs: number): Promise<number[]> {
  const at = now.toISOString()
  const until = new Date(now.getTime() + claimMs).toISOString()
  const { rows } = await runSql(
    payload,
    `UPDATE leads SET claimed_until = ? WHERE ${UNCLAIMED} AND id IN (SELECT id FROM leads WHERE delivery_status IN ('pending', 'retrying') AND next_attempt_at <= ? AND ${UNCLAIMED} ORDER BY next_attempt_at, id LIMIT ?) RETURNING id`,
    [until, at, at, at, limit],
  )
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}

/**
 * Delivers every lead that is due (new leads at once, failed ones at their retry time), up to
 * `limit` per run, LEAD_DELIVERY_CONCURRENCY at a time. This is the whole delivery loop: the
 * intake writes nothing but the lead, and a lead left half-done by a killed worker is due again
 * once its claim expires. Safe to run on several workers at once: each lead is claimed first.
 */
export async function deliverDueLeads(payload: Payload, options: { now?: Date; limit?: number } = {}): Promise<number> {
  const env = loadEnv()
  const limit = options.limit ?? env.LEAD_DELIVERY_BATCH
  let attempted = 0
  while (attempted < limit) {
    const now = options.now ?? new Date()
    const ids = await claimDueLeads(payload, now, Math.min(CLAIM_BATCH, limit - attempted), env.LEAD_DELIVERY_CLAIM_MS)
    if (ids.length === 0) break
    attempted += ids.length
    // The claimed batch is read in one query (after the claim, so no other worker changes it meanwhile).
    const docs = await readLeads(payload, ids).catch(() => undefined)
    const queue = [...ids]
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          await whenIntakeIdle(env.LEAD_DELIVERY_YIELD_MS)
          await deliverClaimed(payload, id, now, docs ? (docs.get(id) ?? null) : undefined)
        } catch (error) {
          // Its claim is released; it is due again on the next run.
          logger.error({ err: error, leadId: id }, 'lead delivery failed unexpectedly')
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(env.LEAD_DELIVERY_CONCURRENCY, ids.length) }, worker))
  }
  if (attempted) logger.info({ attempted }, 'lead delivery run')
  return attempted
}

/** Admin action: failed or dead targets get a fresh back-off schedule and are due now (the next delivery run). */
export async function retryDelivery(payload: Payload, id: number, now: Date = new Date()): Promise<Lead> {
  const lead = await payload.findByID({ collection: LEADS_SLUG, id, depth: 0 })
  const rows = (lead.deliveries ?? []).map((row) =>
    row.status === 'failed' || row.status === 'dead' ? { ...row, status: 'pending' as const, attempts: 0, nextAttemptAt: null } : row,
  )
  return payload.update({
    collection: LEADS_SLUG,
    id,
    data: { deliveries: rows, deliveryStatus: overallStatus(rows, Boolean(lead.isRepeat)), nextAttemptAt: nextDueAt(rows, now) },
    depth: 0,
    context: ctx,
  })
}

/** @internal Queues a delivery run and runs the lead queue in this process, as a worker would (tests). */
export async function runLeadJobs(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: DELIVER_DUE_TASK, queue: DELIVERY_QUEUE, input: {} })
  await payload.jobs.run({ queue: DELIVERY_QUEUE })
}

export { DeliveryError }
