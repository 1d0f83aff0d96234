import type { Lead } from '@/payload-types'
import { HOME_CONTACT_TOPIC_LABELS } from '@/domain/leads/messages'
import { submittedFields } from './csv'

/** Email and webhook bodies built from a stored lead. Internal fields (claims, keys) never leave. */

const KIND_TITLES: Record<Lead['kind'], string> = {
  CONTACT_DEALER: 'New homeowner request',
  CONTACT_US: 'New homeowner request (contact form)',
  CUSTOMER_SERVICE: 'New customer-care request',
  MARKETO: 'New newsletter signup',
}

function fullName(lead: Lead): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ')
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
    ['Comments', lead.comments],
    ['Page', lead.pageUrl],
    ['Received', lead.createdAt],
    ['Lead reference', lead.eventId],
  ]
  return rows.filter(([, value]) => value !== undefined && value !== null && value !== '').map(([label, value]) => `${label}: ${String(value)}`)
}

export function dealerEmailMessage(lead: Lead): { subject: string; text: string; replyTo?: string } {
  const subject = `${KIND_TITLES[lead.kind]}: ${fullName(lead) || lead.email || 'homeowner'}${lead.zip ? ` (${lead.zip})` : ''}`
  const text = [
    'A homeowner asked to be contacted through the brand website.',
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
      consent: lead.consent,
    },
  }
}
