import type { CollectionBeforeOperationHook, CollectionConfig, Field } from 'payload'
import { wholeDayFilter } from '@/domain/admin/wholeDayFilter'
import { adminOnly } from '@/access'
import { DELIVERY_STATUSES, DELIVERY_TARGETS, TARGET_STATUSES } from '@/domain/leads/deliveryStatus'
import { DELIVERY_STATUS_LABELS, DELIVERY_TARGET_LABELS, FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, LEAD_KIND_LABELS } from '@/domain/leads/leadLabels'
import { HOME_CONTACT_TOPICS, LEAD_KINDS } from '@/domain/leads/leadNames'
import { HOME_CONTACT_TOPIC_LABELS } from '@/domain/leads/messages'
import { PREFERRED_TIME_WINDOW_LABELS, PREFERRED_TIME_WINDOWS } from '@/domain/leads/preferredTime'
import { LEADS_SLUG } from '../slugs'
import { exportLeadsCsvEndpoint, retryLeadDeliveryEndpoint } from './endpoints'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** Option labels an editor reads; the stored values stay the codes. */
const labelled = (labels: Record<string, string>) => (values: readonly string[]) =>
  values.map((value) => ({ label: labels[value] ?? value, value }))
const kindOptions = labelled(LEAD_KIND_LABELS)
const statusOptions = labelled(DELIVERY_STATUS_LABELS)
const targetOptions = labelled(DELIVERY_TARGET_LABELS)

/** Kept by the system, never by hand: off the form, the list columns and the filters. */
const internal = { disabled: true }

/**
 * What the homeowner sent and what the system recorded stays as it was: shown read-only, and an
 * admin's save cannot change it (field access), so a form left open never writes back stale
 * delivery state. Only the follow-up status and the notes are an admin's to change.
 */
function locked(fields: Field[]): Field[] {
  return fields.map((field) => {
    const withChildren = 'fields' in field && Array.isArray(field.fields) && field.type !== 'array' && field.type !== 'group' ? { ...field, fields: locked(field.fields) } : field
    if (!('name' in withChildren) || withChildren.type === 'ui') return withChildren
    return { ...withChildren, admin: { ...withChildren.admin, readOnly: true }, access: { ...withChildren.access, update: () => false } } as Field
  })
}

const homeownerFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'firstName', label: 'First name', type: 'text' },
      { name: 'lastName', label: 'Last name', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', label: 'Email address', type: 'text', index: true },
      { name: 'phone', label: 'Phone number', type: 'text', admin: { description: 'International format, e.g. +15555550123.' } },
    ],
  },
  { name: 'addressLine1', label: 'Street address', type: 'text' },
  {
    type: 'row',
    fields: [
      { name: 'city', label: 'Town or city', type: 'text' },
      { name: 'state', label: 'State or province', type: 'text' },
      { name: 'zip', label: 'ZIP or postal code', type: 'text' },
      { name: 'country', label: 'Country code', type: 'text' },
    ],
  },
  { name: 'owner', type: 'checkbox', label: 'Owns a system' },
]

const requestFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'kind', label: 'Lead type', type: 'select', required: true, index: true, options: kindOptions(LEAD_KINDS) },
      { name: 'companyId', type: 'number', index: true, label: 'Dealer company ID', admin: { description: 'The dealer the homeowner chose; empty when the request went to the brand.' } },
      { name: 'dealerName', type: 'text', index: true, label: 'Dealer name', admin: { description: 'The dealer’s name in the directory when the request came. Filter the list by it.' } },
      { name: 'brand', label: 'Brand code', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'topic',
        label: 'Topic (home contact form)',
        type: 'select',
        options: labelled(HOME_CONTACT_TOPIC_LABELS)(HOME_CONTACT_TOPICS),
      },
      { name: 'reason', label: 'Reason for contact', type: 'text' },
      { name: 'serviceType', label: 'Service wanted', type: 'text' },
      { name: 'contactMethod', label: 'Preferred contact method', type: 'text' },
    ],
  },
  { name: 'comments', label: 'Homeowner’s message', type: 'textarea' },
  {
    name: 'booking',
    label: 'Preferred time (Book Online)',
    type: 'group',
    admin: { description: 'When the homeowner would like the dealer to come, if they said. Sent to the dealer with the request.' },
    fields: [
      { name: 'requested', label: 'Asked to book a visit (Book Online)', type: 'checkbox', admin: { description: 'Sent from a dealer\'s Book Online button, rather than Contact Dealer.' } },
      {
        type: 'row',
        fields: [
          { name: 'preferredDay', label: 'Preferred day', type: 'text', admin: { description: 'Year-month-day, e.g. 2026-12-01.' } },
          { name: 'preferredTimeWindow', label: 'Preferred time of day', type: 'select', options: labelled(PREFERRED_TIME_WINDOW_LABELS)(PREFERRED_TIME_WINDOWS) },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Where it came from',
    admin: { initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'source', label: 'Lead source', type: 'text', admin: { description: 'The form family, as the summary above names it.', components: { Cell: '@/components/admin/LeadSourceCell#LeadSourceCell' } } },
          { name: 'formName', label: 'Form name', type: 'text' },
        ],
      },
      { name: 'pageUrl', label: 'Page sent from', type: 'text' },
      {
        name: 'experiments',
        label: 'Experiment versions the homeowner saw',
        labels: { singular: 'Experiment', plural: 'Experiments' },
        type: 'array',
        admin: { description: 'The version of each running experiment this visitor was shown: the lead counts for it in the experiment results.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'experiment', label: 'Experiment key', type: 'text', required: true, index: true },
              { name: 'variant', label: 'Variant key', type: 'text', required: true },
            ],
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'mtaAid', label: 'Analytics visitor ID', type: 'text', admin: { description: 'Links the lead to the visitor in the site’s analytics.' } },
          { name: 'mtaSid', label: 'Analytics session ID', type: 'text', admin: { description: 'Links the lead to the visit in the site’s analytics.' } },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'isRepeat', label: 'Repeat request', type: 'checkbox', index: true, admin: { description: 'Same person, same dealer within 24 hours: stored, not delivered again.' } },
      { name: 'repeatOf', label: 'Repeat of', type: 'relationship', relationTo: LEADS_SLUG, admin: { description: 'The first request this one repeats.' } },
    ],
  },
]

const consentFields: Field[] = [
  { name: 'contactOptIn', type: 'checkbox', label: 'Ticked “contact me”', admin: { description: 'The optional box on some forms. A dealer form’s consent is the record below, given by sending the form.' } },
  {
    name: 'consent',
    label: 'Consent record',
    type: 'group',
    fields: [
      { name: 'text', label: 'Consent wording', type: 'textarea', admin: { description: 'The exact text shown to the homeowner.' } },
      {
        type: 'row',
        fields: [
          { name: 'version', label: 'Wording version', type: 'text' },
          { name: 'acceptedAt', label: 'Agreed at', type: 'date', admin: dayAndTime },
        ],
      },
      { name: 'pageUrl', label: 'Page agreed on', type: 'text' },
      {
        type: 'row',
        fields: [
          { name: 'ip', label: 'IP address', type: 'text' },
          { name: 'userAgent', label: 'Browser', type: 'text' },
        ],
      },
      {
        name: 'dealerIds',
        label: 'Dealers covered',
        type: 'json',
        admin: { description: 'The dealers this consent lets contact the homeowner.', components: { Field: '@/components/admin/DealersCoveredField#DealersCoveredField' } },
      },
    ],
  },
]

const deliveryFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'deliveryStatus',
        label: 'Delivery status',
        type: 'select',
        index: true,
        defaultValue: 'pending',
        options: statusOptions(DELIVERY_STATUSES),
        admin: { description: 'The worst result of the deliveries in the summary.' },
      },
      { name: 'nextAttemptAt', label: 'Next attempt', type: 'date', index: true, admin: { ...dayAndTime, disableListFilter: true } },
      { name: 'deliveredAt', label: 'Delivered at', type: 'date', admin: { ...dayAndTime, description: 'When the last of its deliveries succeeded.' } },
    ],
  },
  {
    // Shown attempt by attempt in the summary at the top of the lead.
    name: 'deliveries',
    label: 'Delivery log',
    labels: { singular: 'Delivery', plural: 'Deliveries' },
    type: 'array',
    admin: internal,
    fields: [
      { name: 'target', label: 'Sent to', type: 'select', required: true, options: targetOptions(DELIVERY_TARGETS) },
      { name: 'status', label: 'Result', type: 'select', required: true, defaultValue: 'pending', options: statusOptions(TARGET_STATUSES) },
      { name: 'attempts', label: 'Tries', type: 'number', defaultValue: 0 },
      { name: 'lastError', label: 'Last error', type: 'text' },
      { name: 'nextAttemptAt', label: 'Next attempt', type: 'date' },
      { name: 'deliveredAt', label: 'Delivered at', type: 'date' },
      { name: 'log', label: 'Attempts', type: 'textarea' },
    ],
  },
  {
    name: 'eventId',
    label: 'Lead reference',
    type: 'text',
    unique: true,
    admin: { description: 'Quoted in the dealer email and sent to the CRM with this lead: give it when asking about a delivery.', disableListFilter: true },
  },
]

/** A day picked in the list's date filter (or the export's) means that whole day: src/domain/admin/wholeDayFilter.ts. */
const wholeDayDates: CollectionBeforeOperationHook = ({ args }) => {
  if (!('where' in args) || !args.where) return args
  return { ...args, where: wholeDayFilter(args.where, ['createdAt', 'updatedAt']) }
}

/**
 * Every lead a form sent, with the consent it carried and its delivery to the dealer / CRM.
 * Only admins can see leads; the public creates them through POST /api/leads. An admin changes only
 * the follow-up status and the notes.
 */
export const Leads: CollectionConfig = {
  slug: LEADS_SLUG,
  labels: { singular: 'Lead', plural: 'Leads' },
  // Leads are created only by the public intake (POST /api/leads), never typed in by hand.
  access: { read: adminOnly, create: () => false, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'source', 'deliveryStatus', 'followUp', 'isRepeat'],
    listSearchableFields: ['title', 'email', 'lastName', 'phone', 'dealerName'],
    components: {
      beforeListTable: ['@/collections/Leads/components/ExportCsvLink#ExportCsvLink'],
    },
  },
  defaultSort: '-createdAt',
  // The leads dashboard groups the leads of the last 30/90 days by these (src/server/leads/dashboard.ts):
  // one covering index answers all its counts from the index alone.
  indexes: [{ fields: ['createdAt', 'kind', 'source', 'deliveryStatus', 'companyId', 'state', 'deliveredAt'] }],
  endpoints: [exportLeadsCsvEndpoint, retryLeadDeliveryEndpoint],
  hooks: { beforeOperation: [wholeDayDates] },
  fields: [
    {
      // Payload's own timestamp, named as the summary and the export name it; filtered by whole days.
      name: 'createdAt',
      label: 'Received',
      type: 'date',
      index: true,
      admin: { hidden: true, disableBulkEdit: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    {
      name: 'title',
      label: 'Lead',
      type: 'text',
      // The document's heading already shows it; kept for the list, search and "Repeat of".
      admin: { readOnly: true, condition: () => false },
      access: { update: () => false },
    },
    {
      name: 'summary',
      label: 'At a glance',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/LeadSummary#LeadSummary' } },
    },
    {
      name: 'retryDelivery',
      label: 'Retry delivery',
      type: 'ui',
      admin: { components: { Field: '@/collections/Leads/components/RetryDeliveryButton#RetryDeliveryButton' } },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Homeowner', description: 'Who asked to be contacted.', fields: locked(homeownerFields) },
        { label: 'Request', description: 'What they asked for, of which dealer, and from which page.', fields: locked(requestFields) },
        { label: 'Consent', description: 'What the homeowner agreed to, exactly as shown to them.', fields: locked(consentFields) },
        { label: 'Delivery details', description: 'The state of sending this lead to the dealer, the CRM and the homeowner.', fields: locked(deliveryFields) },
      ],
    },
    {
      name: 'followUp',
      label: 'Follow-up',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: labelled(FOLLOW_UP_LABELS)(FOLLOW_UP_STATUSES),
      admin: { position: 'sidebar', description: 'Where the brand is with this request.' },
    },
    {
      name: 'notes',
      label: 'Admin notes',
      type: 'textarea',
      admin: { position: 'sidebar', description: 'For admins only; never sent to the homeowner or the dealer.' },
    },
    ...locked([
      { name: 'idempotencyKey', label: 'Submission key', type: 'text', unique: true, admin: internal },
      { name: 'repeatKey', label: 'Repeat key', type: 'text', index: true, admin: internal },
      { name: 'claimedUntil', label: 'Claimed by a worker until', type: 'date', admin: internal },
    ]),
  ],
}
