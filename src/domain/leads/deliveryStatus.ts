import type { LeadKind } from './leadSchemas'

/**
 * The vocabulary of lead delivery and the rules that read it. The Leads collection builds its
 * select options from these tuples; the intake and the delivery worker share the rules.
 */

export const DELIVERY_TARGETS = ['dealerEmail', 'crmWebhook', 'homeownerEmail'] as const
export type DeliveryTarget = (typeof DELIVERY_TARGETS)[number]

/** Per target: pending -> delivered, or failed (retry scheduled) -> ... -> dead. skipped: not sent on purpose (repeat). */
export const TARGET_STATUSES = ['pending', 'failed', 'delivered', 'dead', 'skipped'] as const
export type TargetStatus = (typeof TARGET_STATUSES)[number]

/** Whole lead: the worst of its targets. `none` = nothing to deliver (newsletter without CRM). */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'dead', 'repeat', 'none'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** One target's delivery state, as the lead stores it (the Leads collection's `deliveries` rows). */
export interface DeliveryRow {
  id?: string | null
  target: DeliveryTarget
  status: TargetStatus
  attempts?: number | null
  lastError?: string | null
  nextAttemptAt?: string | null
  deliveredAt?: string | null
  /** Each attempt's time and outcome (deliveryLog.ts). */
  log?: string | null
}

/**
 * The targets a new lead is delivered to, given the configuration. A dealer lead without a dealer
 * (a brand-routed form: readings 13) goes to the brand's CRM even when no webhook is configured,
 * so it shows as undelivered in the admin rather than silently going nowhere.
 */
export function deliveryTargetsFor(
  lead: { kind: LeadKind; email?: string | null; companyId?: number | null },
  options: { crmWebhook: boolean; homeownerConfirmation: boolean },
): DeliveryTarget[] {
  const targets: DeliveryTarget[] = []
  const dealerKind = lead.kind === 'CONTACT_DEALER' || lead.kind === 'CONTACT_US'
  const hasDealer = lead.companyId !== null && lead.companyId !== undefined
  if (dealerKind && hasDealer) targets.push('dealerEmail')
  if (options.crmWebhook || (dealerKind && !hasDealer)) targets.push('crmWebhook')
  if (options.homeownerConfirmation && lead.kind !== 'MARKETO' && lead.email) targets.push('homeownerEmail')
  return targets
}

/** Whole-lead status: the worst of its targets. */
export function overallStatus(rows: readonly Pick<DeliveryRow, 'status'>[], isRepeat: boolean): DeliveryStatus {
  if (isRepeat) return 'repeat'
  if (rows.length === 0) return 'none'
  const has = (status: TargetStatus) => rows.some((row) => row.status === status)
  if (has('dead')) return 'dead'
  if (has('failed')) return 'retrying'
  if (has('pending')) return 'pending'
  return 'delivered'
}

/** When the whole lead was delivered: its last target's delivery, once every target is delivered (else null). */
export function leadDeliveredAt(rows: readonly Pick<DeliveryRow, 'status' | 'deliveredAt'>[]): string | null {
  if (!rows.length || overallStatus(rows, false) !== 'delivered') return null
  let last: string | null = null
  for (const row of rows) if (row.deliveredAt && (last === null || Date.parse(row.deliveredAt) > Date.parse(last))) last = row.deliveredAt
  return last
}

/** When the lead next needs work: now for pending targets, the earliest retry otherwise. */
export function nextDueAt(rows: readonly Pick<DeliveryRow, 'status' | 'nextAttemptAt'>[], now: Date): string | null {
  let due: number | null = null
  for (const row of rows) {
    if (row.status !== 'pending' && row.status !== 'failed') continue
    const at = row.status === 'pending' || !row.nextAttemptAt ? now.getTime() : new Date(row.nextAttemptAt).getTime()
    due = due === null ? at : Math.min(due, at)
  }
  return due === null ? null : new Date(due).toISOString()
}
