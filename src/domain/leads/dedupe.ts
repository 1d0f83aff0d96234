import { toE164 } from '@/domain/address/phone'
import type { DeliveryStatus } from './deliveryStatus'

/** A homeowner who submits again within this window reaches the same dealer only once. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * How far back an earlier lead makes this one a repeat. A newsletter address is subscribed once
 * for good: signing up again, at any time, is not a second subscription (null: no limit).
 */
export function repeatWindowMs(kind: string): number | null {
  return kind === 'MARKETO' ? null : REPEAT_WINDOW_MS
}

export interface RepeatKeySource {
  readonly kind: string
  readonly email?: string | null
  readonly phone?: string | null
  readonly companyId?: number | null
}

/**
 * Identity of a lead for duplicate detection: kind + dealer + who. "Who" is the normalised
 * email when there is one, else the E.164 phone (or its digits when it does not parse).
 * Null when the lead names nobody, so it can never be a duplicate.
 */
export function repeatKey(lead: RepeatKeySource): string | null {
  const who = contactIdentity(lead)
  if (who === null) return null
  return [lead.kind, lead.companyId ?? '-', who].join('|')
}

function contactIdentity({ email, phone }: RepeatKeySource): string | null {
  const normalisedEmail = email?.trim().toLowerCase()
  if (normalisedEmail) return `email:${normalisedEmail}`
  const rawPhone = phone?.trim()
  if (!rawPhone) return null
  const digits = rawPhone.replace(/\D/g, '')
  const e164 = toE164(rawPhone, { international: true })
  if (e164) return `phone:${e164}`
  return digits ? `phone:${digits}` : null
}

/**
 * True when the previous lead was created less than `windowMs` before `now`. A previous lead
 * dated in the future (clock skew between instances) counts as recent; an unreadable date does not.
 */
export function isRepeatWithin(
  prevCreatedAt: Date | string | number,
  now: Date | number,
  windowMs: number = REPEAT_WINDOW_MS,
): boolean {
  const previous = new Date(prevCreatedAt).getTime()
  const current = new Date(now).getTime()
  if (Number.isNaN(previous) || Number.isNaN(current)) return false
  return current - previous < windowMs
}

/**
 * The delivery status of every lead stored as a repeat (`overallStatus` gives it whatever the
 * targets say), and of no other lead: counts read repeats from the delivery status, which the
 * dashboard's covering index holds, and always agree with the list's "Repeat request".
 */
export const REPEAT_STATUS = 'repeat' satisfies DeliveryStatus

/** A lead counts as a request of its own unless it is a repeat of an earlier one. */
export function isRepeatStatus(status: string | null | undefined): boolean {
  return status === REPEAT_STATUS
}

export interface RequestCounts {
  /** Distinct requests: leads that are not a repeat of an earlier one. */
  requests: number
  /** Leads stored as repeats (not sent again). */
  repeats: number
}

/** Distinct requests and repeats among leads counted per delivery status. */
export function requestCounts(rows: readonly { status: string | null; count: number }[]): RequestCounts {
  const out: RequestCounts = { requests: 0, repeats: 0 }
  for (const { status, count } of rows) out[isRepeatStatus(status) ? 'repeats' : 'requests'] += count
  return out
}
