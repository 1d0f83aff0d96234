import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { PHONE_LEASE_EVENTS_SLUG, PHONE_LEASES_SLUG, PHONE_NUMBER_POOLS_SLUG } from '@/collections/slugs'
import { type Lease, leaseNumber, recycleCost, type WhodisRequest } from '@/domain/calltracking/leaseNumber'
import { loadEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { PhoneLease } from '@/payload-types'
import { runSql } from '@/server/db/rawSql'

export type LeaseOutcome =
  | { status: 200 | 201; leasePhoneNumber: string }
  | { status: 404; error: string }
  | { status: 429; retryAfterSeconds: number }

type Verdict = { limited: boolean; retryAfterSeconds: number }

export interface LeaseOptions {
  /** The client as the rate limits count it (an IPv6 client is its /64); stored only as a keyed hash. */
  clientKey?: string | null
  /** Asked once before taking over a number another client holds; `limited` refuses it (429). */
  mayTakeFromClient?: () => Promise<Verdict>
  /** Asked once before taking over the number of a visitor who came back for it; `limited` refuses it (429) and marks the pool as run dry. */
  mayTakeFromPool?: () => Promise<Verdict>
  /** Lease history older than this many days is deleted when a new lease is recorded. */
  historyDays?: number
}

/** Ours: the spec has no answer for a routing group with no pool. */
export const UNKNOWN_ROUTING_GROUP_MESSAGE = 'Unknown routing group!'

const MAX_TRIES = 12
const ctx = { disableRevalidate: true }

const slotKey = (routingGroupId: string, number: string) => `${routingGroupId}|${number}`

async function poolNumbers(payload: Payload, routingGroupId: string): Promise<string[] | null> {
  const found = await payload.find({
    collection: PHONE_NUMBER_POOLS_SLUG,
    where: { routingGroupId: { equals: routingGroupId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const numbers = found.docs[0]?.phoneNumbers?.map((row) => row.number).filter(Boolean) ?? []
  return numbers.length ? numbers : null
}

async function slotsOf(payload: Payload, routingGroupId: string): Promise<PhoneLease[]> {
  const found = await payload.find({
    collection: PHONE_LEASES_SLUG,
    where: { routingGroupId: { equals: routingGroupId } },
    limit: 0,
    depth: 0,
    pagination: false,
  })
  return found.docs
}

/** Creates the missing (group, number) rows; a row another request created first is fine. */
async function ensureSlots(payload: Payload, routingGroupId: string, numbers: string[], slots: PhoneLease[]): Promise<boolean> {
  const have = new Set(slots.map((slot) => slot.number))
  const missing = numbers.filter((number) => !have.has(number))
  for (const number of missing) {
    try {
      await payload.create({
        collection: PHONE_LEASES_SLUG,
        data: { routingGroupId, number, slotKey: slotKey(routingGroupId, number), version: 0, renewals: 0 },
        depth: 0,
        context: ctx,
      })
    } catch {
      // Unique slotKey: a concurrent request created it. Re-read below.
    }
  }
  return missing.length > 0
}

function toLease(slot: PhoneLease): Lease | null {
  if (!slot.sessionId || !slot.expiresAt || !slot.lastUsedAt) return null
  return {
    number: slot.number,
    sessionID: slot.sessionId,
    routingGroupID: slot.routingGroupId,
    expiresAt: new Date(slot.expiresAt),
    lastUsedAt: new Date(slot.lastUsedAt),
    clientKey: slot.clientKey ?? null,
    renewals: slot.renewals ?? 0,
  }
}

/** The lease rows (readable in the admin and its API) hold no address: a keyed hash tells clients apart, nothing more. */
function hashedClientKey(clientKey: string | null | undefined): string | null {
  if (!clientKey) return null
  return createHmac('sha256', loadEnv().PAYLOAD_SECRET).update(`whodis-client|${clientKey}`).digest('base64url').slice(0, 22)
}

/** What the pool's admin screen reads: a visitor was refused because every number was held by engaged visitors. */
async function markPoolDry(payload: Payload, routingGroupId: string, now: Date): Promise<void> {
  await runSql(
    payload,
    'UPDATE phone_number_pools SET last_ran_dry_at = ?, times_ran_dry = COALESCE(times_ran_dry, 0) + 1 WHERE routing_group_id = ?',
    [now.toISOString(), routingGroupId],
  ).catch((error) => logger.warn({ err: error, routingGroupId }, 'pool not marked as run dry'))
}

/** Deletes lease history older than `days`: one indexed statement, run as new history is written. */
export async function pruneLeaseHistory(payload: Payload, days: number, now: Date = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  await runSql(payload, 'DELETE FROM phone_lease_events WHERE created_at < ?', [cutoff]).catch((error) =>
    logger.warn({ err: error }, 'old phone lease history not pruned'),
  )
}

/**
 * POST /api/whodis: decides with the domain rule (renew / lease the idlest free number, keeping a
 * reserve for clients that hold none / take over a number in the order of `RecycleSource`), then
 * takes the number with a compare-and-set on the row's version. A concurrent request that changed
 * the row first makes this one decide again.
 */
export async function leasePhoneNumber(payload: Payload, request: WhodisRequest, now: Date = new Date(), options: LeaseOptions = {}): Promise<LeaseOutcome> {
  const routingGroupId = request.routingGroupID
  const numbers = await poolNumbers(payload, routingGroupId)
  if (!numbers) return { status: 404, error: UNKNOWN_ROUTING_GROUP_MESSAGE }
  const clientKey = hashedClientKey(options.clientKey)
  let clientAllowed = false
  let poolAllowed = false

  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    let slots = await slotsOf(payload, routingGroupId)
    if (await ensureSlots(payload, routingGroupId, numbers, slots)) slots = await slotsOf(payload, routingGroupId)

    const leases = slots.map(toLease).filter((lease): lease is Lease => lease !== null)
    const decision = leaseNumber({ pool: numbers, leases, request: { routingGroupID: routingGroupId, sessionID: request.sessionID, clientKey }, now })
    if ('error' in decision) return { status: 404, error: UNKNOWN_ROUTING_GROUP_MESSAGE }
    const slot = slots.find((row) => row.number === decision.number)
    if (!slot) continue
    const cost = decision.action === 'recycled' ? recycleCost(decision.from) : 'free'
    if (cost !== 'free' && !clientAllowed && options.mayTakeFromClient) {
      const verdict = await options.mayTakeFromClient()
      if (verdict.limited) return { status: 429, retryAfterSeconds: verdict.retryAfterSeconds }
      clientAllowed = true
    }
    if (cost === 'client-and-pool' && !poolAllowed && options.mayTakeFromPool) {
      const verdict = await options.mayTakeFromPool()
      if (verdict.limited) {
        await markPoolDry(payload, routingGroupId, now)
        return { status: 429, retryAfterSeconds: verdict.retryAfterSeconds }
      }
      poolAllowed = true
    }

    const renewed = decision.action === 'renewed'
    const nowIso = now.toISOString()
    const dealerName = request.metaData?.dealerName ?? null
    const result = await runSql(
      payload,
      `UPDATE phone_leases SET session_id = ?, client_key = ?, lease_name = ?, page_referrer = ?, dealer_name = ?, leased_at = ?,
         expires_at = ?, last_used_at = ?, renewals = ?, version = version + 1, updated_at = ?
       WHERE id = ? AND version = ?`,
      [
        request.sessionID,
        clientKey,
        request.leaseName,
        request.pageReferrer,
        dealerName,
        renewed && slot.leasedAt ? slot.leasedAt : nowIso,
        decision.expiresAt.toISOString(),
        nowIso,
        renewed ? (slot.renewals ?? 0) + 1 : 0,
        nowIso,
        slot.id,
        slot.version ?? 0,
      ],
    )
    if (result.rowsAffected !== 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)))
      continue
    }
    if (!renewed) {
      await payload
        .create({
          collection: PHONE_LEASE_EVENTS_SLUG,
          data: {
            action: decision.action === 'recycled' ? 'recycled' : 'leased',
            routingGroupId,
            number: decision.number,
            sessionId: request.sessionID,
            leaseName: request.leaseName,
            pageReferrer: request.pageReferrer,
            dealerName,
            expiresAt: decision.expiresAt.toISOString(),
          },
          depth: 0,
          context: ctx,
        })
        .catch((error) => logger.warn({ err: error }, 'phone lease event not recorded'))
      if (options.historyDays) await pruneLeaseHistory(payload, options.historyDays, now)
    }
    return { status: renewed ? 200 : 201, leasePhoneNumber: decision.number }
  }
  throw new Error(`phone lease contention: no number taken after ${MAX_TRIES} tries`)
}
