import type { Lead } from '@/payload-types'
import { HOME_CONTACT_TOPIC_LABELS } from '@/domain/leads/messages'
import { isBookingRequest, preferredTimeLine, preferredTimeText } from '@/domain/leads/preferredTime'
import { submittedFields } from './csv'

/** Email and webhook bodies built from a stored lead. Internal fields (claims, keys) never leave. */

const KIND_TITLES: Record<Lead['kind'], string> = {
  CONTACT_DEALER: 'New homeowner request',
  CONTACT_US: 'New homeowner request (contact form)',
  CUSTOMER_SERVICE: 'New customer-care request',
  MARKETO: 'New newsletter signup',
}

/**
 * Text a visitor typed, made safe to show in a plain-text email: direction overrides and isolates
 * (U+202A-202E, U+2066-2069, and the marks) would reorder what the dealer reads ("gpj.exe" shown
 * as "exe.jpg"), and control characters other than line breaks have no place in it.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const plain = (value: string): string => value.replace(UNSAFE_CHARACTERS, '')
/** One line (a subject or a field): line breaks become spaces. */
const oneLine = (value: string): string => plain(value).replace(/\s*[\r\n]+\s*/g, ' ').trim()

function fullName(lead: Lead): string {
  return oneLine([lead.firstName, lead.lastName].filter(Boolean).join(' '))
}

/**
 * The homeowner's comments as a quotation, each line marked with "> ", so nothing in them can pass
 * for the email's own lines (a forged consent record, a closing) however it is written.
 */
function quoted(comments: string | null | undefined): string[] {
  const text = plain(comments ?? '').trim()
  if (!text) return []
  return ['Comments (as the homeowner wrote them):', ...text.split(/\r\n?|\n/).map((line) => `> ${line}`)]
}

function detailLines(lead: Lead): string[] {
  const rows: [string, unknown][] = [
    ['Name', fullName(lead)],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Address', [lead.addressLine1, lead.city, lead.state, lead.zip].filter(Boolean).join(', ')],
    ['Country', lead.country],
    ['Topic', lead.topic ? (HOME_CONTACT_TOPIC_LABELS[lead.topic] ?? lead.topic) : ''],
    ['How can we help', lead.reason],
    ['Service type', lead.serviceType],
    ['Owns a system', typeof lead.owner === 'boolean' && lead.kind !== 'CONTACT_DEALER' ? (lead.owner ? 'Yes' : 'No') : ''],
    ['Preferred contact', lead.contactMethod],
    ['Page', lead.pageUrl],
    ['Received', lead.createdAt],
    ['Lead reference', lead.eventId],
  ]
  const lines = rows.filter(([, value]) => value !== undefined && value !== null && value !== '').map(([label, value]) => `${label}: ${oneLine(String(value))}`)
  // Book Online's preferred day and time (reading 52): a booking request always says, so the dealer
  // can tell "none given" from a field that went missing; a Contact Dealer request was never asked.
  // Before the page and reference lines.
  if (lead.kind === 'CONTACT_DEALER' && isBookingRequest(lead.booking)) lines.splice(lines.findIndex((line) => line.startsWith('Page: ') || line.startsWith('Received: ')), 0, preferredTimeLine(lead.booking ?? {}))
  const comments = quoted(lead.comments)
  // After the fields, so a quotation never sits between two of them.
  return comments.length ? [...lines, '', ...comments] : lines
}

export function dealerEmailMessage(lead: Lead): { subject: string; text: string; replyTo?: string } {
  const subject = oneLine(`${KIND_TITLES[lead.kind]}: ${fullName(lead) || lead.email || 'homeowner'}${lead.zip ? ` (${lead.zip})` : ''}`)
  const booking = lead.kind === 'CONTACT_DEALER' && isBookingRequest(lead.booking)
  const text = [
    booking ? 'A homeowner asked to book a visit through the brand website (Book Online).' : 'A homeowner asked to be contacted through the brand website.',
    '',
    ...detailLines(lead),
    '',
    'The homeowner agreed to be contacted about this request. Consent record:',
    `Version: ${lead.consent?.version ?? ''}`,
    `Text: ${lead.consent?.text ?? ''}`,
  ].join('\n')
  return { subject, text, replyTo: lead.email ?? undefined }
}

export function homeownerConfirmationMessage(lead: Lead): { subject: string; text: string } {
  return {
    subject: 'We received your request',
    text: [
      `Hello ${lead.firstName ?? ''},`.replace(' ,', ','),
      '',
      'Thank you. We have received your request and a representative will reach out to you shortly.',
      '',
      ...detailLines(lead),
    ].join('\n'),
  }
}

/**
 * The kind the CRM knows: the contact-a-dealer page's CONTACT_US is ours (readings 12), the CRM
 * receives the spec's pair CONTACT_DEALER + source AS:CONTACT_US.
 */
export function crmKind(kind: Lead['kind']): Lead['kind'] {
  return kind === 'CONTACT_US' ? 'CONTACT_DEALER' : kind
}

/** The CRM webhook body. `id` equals the X-Lead-Event-Id header: receivers dedupe on it. */
export function webhookEvent(lead: Lead) {
  return {
    id: lead.eventId,
    type: 'lead.created',
    createdAt: lead.createdAt,
    lead: {
      id: String(lead.id),
      ...submittedFields(lead),
      kind: crmKind(lead.kind),
      // The day as `YYYY-MM-DD`, the window as a code, and both in words for a CRM that only shows text.
      preferredTime: lead.kind === 'CONTACT_DEALER' ? { day: lead.booking?.preferredDay ?? null, window: lead.booking?.preferredTimeWindow ?? null, text: preferredTimeText(lead.booking ?? {}) } : undefined,
      consent: lead.consent,
    },
  }
}
