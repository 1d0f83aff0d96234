import type { Lead } from '@/payload-types'
import { csvCell } from '@/domain/csv/csvCell'

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

export const CSV_COLUMNS = [
  'id', 'createdAt', ...LEAD_SUBMITTED_FIELDS, 'isRepeat', 'repeatOf', 'deliveryStatus', 'consentVersion', 'consentAcceptedAt',
  'consentIp', 'consentUserAgent', 'consentDealerIds',
] as const

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

export function leadCsvRow(lead: Lead): string {
  const repeatOf = typeof lead.repeatOf === 'object' && lead.repeatOf ? lead.repeatOf.id : lead.repeatOf
  const byColumn: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    id: lead.id,
    createdAt: lead.createdAt,
    ...submittedFields(lead),
    isRepeat: lead.isRepeat,
    repeatOf,
    deliveryStatus: lead.deliveryStatus,
    consentVersion: lead.consent?.version,
    consentAcceptedAt: lead.consent?.acceptedAt,
    consentIp: lead.consent?.ip,
    consentUserAgent: lead.consent?.userAgent,
    consentDealerIds: Array.isArray(lead.consent?.dealerIds) ? (lead.consent.dealerIds as unknown[]).join(' ') : '',
  }
  return csvRow(CSV_COLUMNS.map((column) => byColumn[column]))
}
