import type { Lead } from '@/payload-types'
import { csvCell } from '@/domain/csv/csvCell'
import { DELIVERY_STATUS_LABELS, FOLLOW_UP_LABELS, leadFormLabel, leadKindLabel, leadSourceLabel } from '@/domain/leads/leadLabels'
import { preferredTimeText } from '@/domain/leads/preferredTime'
import { CONTACT_METHOD_LABELS, COUNTRY_LABELS, HOME_CONTACT_TOPIC_LABELS, SERVICE_TYPE_LABELS } from '@/domain/leads/messages'

/** What the homeowner submitted (plus where from): shared by the CSV export and the CRM webhook. */
export const LEAD_SUBMITTED_FIELDS = [
  'kind', 'brand', 'source', 'formName', 'companyId', 'topic', 'firstName', 'lastName', 'email', 'phone',
  'addressLine1', 'city', 'state', 'zip', 'country', 'reason', 'owner', 'contactMethod', 'contactOptIn', 'serviceType',
  'comments', 'pageUrl', 'mtaAid', 'mtaSid',
] as const satisfies readonly (keyof Lead)[]

type SubmittedFields = { [K in (typeof LEAD_SUBMITTED_FIELDS)[number]]-?: Lead[K] }

export function submittedFields(lead: Lead): SubmittedFields {
  return Object.fromEntries(LEAD_SUBMITTED_FIELDS.map((field) => [field, lead[field]])) as SubmittedFields
}

type Labelled = (lead: Lead, dealers: ReadonlyMap<number, string>) => unknown

const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : value ? 'Yes' : 'No')
const named = (labels: Record<string, string>, value: string | null | undefined) => (value ? (labels[value] ?? value) : '')

/**
 * The export's columns: the Leads list's field labels as headers and its words as values ("Contact a
 * dealer", "Dealer locator form", "Gave up", Yes/No), so the spreadsheet reads like the admin.
 */
const COLUMNS: readonly (readonly [header: string, value: Labelled])[] = [
  ['Lead ID', (lead) => lead.id],
  ['Lead reference', (lead) => lead.eventId],
  ['Received', (lead) => lead.createdAt],
  ['Lead type', (lead) => leadKindLabel(lead.kind)],
  ['Lead source', (lead) => leadSourceLabel(lead.source)],
  ['Form name', (lead) => (lead.formName ? leadFormLabel(lead.formName) : '')],
  ['Dealer', (lead, dealers) => (typeof lead.companyId === 'number' ? (dealers.get(lead.companyId) ?? '') : '')],
  ['Dealer company ID', (lead) => lead.companyId],
  ['Brand code', (lead) => lead.brand],
  ['Topic (home contact form)', (lead) => named(HOME_CONTACT_TOPIC_LABELS, lead.topic)],
  ['First name', (lead) => lead.firstName],
  ['Last name', (lead) => lead.lastName],
  ['Email address', (lead) => lead.email],
  ['Phone number', (lead) => lead.phone],
  ['Street address', (lead) => lead.addressLine1],
  ['Town or city', (lead) => lead.city],
  ['State or province', (lead) => lead.state],
  ['ZIP or postal code', (lead) => lead.zip],
  ['Country', (lead) => named(COUNTRY_LABELS, lead.country)],
  ['Reason for contact', (lead) => lead.reason],
  ['Owns a system', (lead) => yesNo(lead.owner)],
  ['Preferred contact method', (lead) => named(CONTACT_METHOD_LABELS, lead.contactMethod)],
  ['Ticked “contact me”', (lead) => yesNo(lead.contactOptIn)],
  ['Service wanted', (lead) => named(SERVICE_TYPE_LABELS, lead.serviceType)],
  ['Homeowner’s message', (lead) => lead.comments],
  ['Preferred time (Book Online)', (lead) => preferredTimeText(lead.booking ?? {}) ?? ''],
  ['Page sent from', (lead) => lead.pageUrl],
  ['Analytics visitor ID', (lead) => lead.mtaAid],
  ['Analytics session ID', (lead) => lead.mtaSid],
  ['Repeat request', (lead) => yesNo(Boolean(lead.isRepeat))],
  ['Repeat of (lead ID)', (lead) => (typeof lead.repeatOf === 'object' && lead.repeatOf ? lead.repeatOf.id : lead.repeatOf)],
  ['Delivery status', (lead) => named(DELIVERY_STATUS_LABELS, lead.deliveryStatus)],
  ['Follow-up', (lead) => named(FOLLOW_UP_LABELS, lead.followUp)],
  ['Consent wording version', (lead) => lead.consent?.version],
  ['Agreed at', (lead) => lead.consent?.acceptedAt],
  ['IP address', (lead) => lead.consent?.ip],
  ['Browser', (lead) => lead.consent?.userAgent],
  ['Dealers covered (company IDs)', (lead) => (Array.isArray(lead.consent?.dealerIds) ? (lead.consent.dealerIds as unknown[]).join(' ') : '')],
]

export const CSV_HEADERS = COLUMNS.map(([header]) => header)

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** @param dealers directory names by company ID (the export looks up each page's dealers at once). */
export function leadCsvRow(lead: Lead, dealers: ReadonlyMap<number, string> = new Map()): string {
  return csvRow(COLUMNS.map(([, value]) => value(lead, dealers)))
}
