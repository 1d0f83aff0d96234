import type { DeliveryStatus, DeliveryTarget, TargetStatus } from './deliveryStatus'
import { LEAD_FORM_NAMES, LEAD_SOURCES, NEWSLETTER_SOURCES } from './leadNames'
import type { LeadKind } from './leadSchemas'

/**
 * What an admin reads for the codes a lead stores (kind, source, form, delivery). The stored values
 * stay the codes the forms, the CSV and the CRM use.
 */

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  CONTACT_DEALER: 'Contact a dealer',
  CONTACT_US: 'Contact form',
  CUSTOMER_SERVICE: 'Customer care',
  MARKETO: 'Newsletter signup',
}

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus | TargetStatus | 'failed' | 'none', string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  failed: 'Failed, will retry',
  delivered: 'Delivered',
  dead: 'Gave up',
  repeat: 'Repeat (not sent)',
  skipped: 'Skipped (repeat)',
  none: 'Nothing to send',
}

export const DELIVERY_TARGET_LABELS: Record<DeliveryTarget, string> = {
  dealerEmail: 'Email to the dealer',
  crmWebhook: 'Sent to the CRM',
  homeownerEmail: 'Copy to the homeowner',
}

export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'closed'] as const
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number]
export const FOLLOW_UP_LABELS: Record<FollowUpStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' }

const SOURCE_LABELS: Record<string, string> = {
  [LEAD_SOURCES.dealerContact]: 'Dealer locator form',
  [LEAD_SOURCES.homeContact]: 'Home contact form',
  [LEAD_SOURCES.contactDealerBlock]: 'Contact-a-dealer form',
  [LEAD_SOURCES.contactDealerModal]: 'Rebate tool or dealer pop-up',
  [LEAD_SOURCES.contactUs]: 'Contact-a-dealer page',
  [LEAD_SOURCES.customerService]: 'Customer care form',
  [NEWSLETTER_SOURCES.emailBanner]: 'Email signup banner',
  [NEWSLETTER_SOURCES.footer]: 'Footer newsletter signup',
}

const FORM_LABELS: Record<string, string> = {
  [LEAD_FORM_NAMES.contactLocalDealerModal]: 'Contact a local dealer (pop-up)',
  [LEAD_FORM_NAMES.dealerLeadForm]: 'Dealer contact form',
  [LEAD_FORM_NAMES.homeContactForm]: 'Home contact form',
  [LEAD_FORM_NAMES.contactDealerBlock]: 'Contact-a-dealer form',
  [LEAD_FORM_NAMES.contactUsPage]: 'Contact-a-dealer page form',
  [LEAD_FORM_NAMES.customerCare]: 'Customer care form',
}

/** "ab-cd_EF" -> "Ab cd ef": a code nobody named yet still reads as words. */
function words(code: string): string {
  const text = code.replace(/^[A-Z]+:/, '').replace(/[-_:]+/g, ' ').trim().toLowerCase()
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : code
}

/** Where a lead came from, in words: "asa-dealer-contact-locator" -> "Dealer locator form (locator)". */
export function leadSourceLabel(source: string | null | undefined): string {
  if (!source) return 'Not recorded'
  const known = SOURCE_LABELS[source]
  if (known) return known
  const variant = /^asa-dealer-contact-([a-z0-9-]+)$/.exec(source)
  if (variant) return `Dealer locator form (${variant[1]!.replace(/-/g, ' ')})`
  return words(source)
}

export function leadFormLabel(formName: string | null | undefined): string {
  if (!formName) return 'Not recorded'
  return FORM_LABELS[formName] ?? words(formName)
}

export function leadKindLabel(kind: string | null | undefined): string {
  return kind && kind in LEAD_KIND_LABELS ? LEAD_KIND_LABELS[kind as LeadKind] : kind ? words(kind) : 'Not recorded'
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/**
 * The lead's name in lists, relationship fields and its page title: who, what, when.
 * "Jane Doe · Contact a dealer · 25 Nov 2026".
 */
export function leadTitle(lead: { firstName?: string | null; lastName?: string | null; email?: string | null; kind?: string | null; createdAt?: string | Date | null }): string {
  const name = [lead.firstName, lead.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || lead.email?.trim() || 'Unnamed homeowner'
  const created = lead.createdAt ? new Date(lead.createdAt) : null
  const date = created && !Number.isNaN(created.getTime()) ? ` · ${DAY.format(created)}` : ''
  return `${name} · ${leadKindLabel(lead.kind)}${date}`
}
