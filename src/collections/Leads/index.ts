import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '@/access'
import { DELIVERY_STATUSES, DELIVERY_TARGETS, TARGET_STATUSES } from '@/domain/leads/deliveryStatus'
import { HOME_CONTACT_TOPICS, LEAD_KINDS } from '@/domain/leads/leadSchemas'
import { HOME_CONTACT_TOPIC_LABELS } from '@/domain/leads/messages'
import { LEADS_SLUG } from '../slugs'
import { exportLeadsCsvEndpoint, retryLeadDeliveryEndpoint } from './endpoints'

const readOnly = { readOnly: true }

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** Option labels an editor reads; the stored values stay the codes above. */
const labelled = (labels: Record<string, string>) => (values: readonly string[]) =>
  values.map((value) => ({ label: labels[value] ?? value, value }))
const kindOptions = labelled({
  CONTACT_DEALER: 'Contact a dealer',
  CONTACT_US: 'Contact form',
  CUSTOMER_SERVICE: 'Customer care',
  MARKETO: 'Newsletter signup',
})
const statusOptions = labelled({
  pending: 'Pending',
  retrying: 'Retrying',
  failed: 'Failed, will retry',
  delivered: 'Delivered',
  dead: 'Gave up',
  repeat: 'Repeat (not sent)',
  skipped: 'Skipped (repeat)',
  none: 'Nothing to send',
})
const targetOptions = labelled({ dealerEmail: 'Email to dealer', crmWebhook: 'CRM webhook', homeownerEmail: 'Copy to homeowner' })

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
      { name: 'kind', label: 'Lead type', type: 'select', required: true, index: true, options: kindOptions(LEAD_KINDS), admin: readOnly },
      { name: 'companyId', type: 'number', index: true, label: 'Dealer company ID', admin: { ...readOnly, description: 'The dealer the homeowner chose; empty when the request went to the brand.' } },
      { name: 'brand', label: 'Brand code', type: 'text', admin: readOnly },
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
    type: 'collapsible',
    label: 'Where it came from',
    admin: { initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'source', label: 'Lead source', type: 'text', admin: { ...readOnly, description: 'Code of the form family, e.g. asa-dealer-contact.' } },
          { name: 'formName', label: 'Form name', type: 'text', admin: readOnly },
        ],
      },
      { name: 'pageUrl', label: 'Page sent from', type: 'text', admin: readOnly },
      {
        name: 'experiments',
        label: 'Experiment versions the homeowner saw',
        labels: { singular: 'Experiment', plural: 'Experiments' },
        type: 'array',
        admin: { ...readOnly, description: 'The version of each running experiment this visitor was shown: the lead counts for it in the experiment results.' },
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
          { name: 'mtaAid', label: 'Analytics visitor ID', type: 'text', admin: { ...readOnly, description: 'From the _mta_aid cookie.' } },
          { name: 'mtaSid', label: 'Analytics session ID', type: 'text', admin: { ...readOnly, description: 'From the _mta_sid cookie.' } },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'isRepeat', label: 'Repeat request', type: 'checkbox', index: true, admin: { ...readOnly, description: 'Same person, same dealer within 24 hours: stored, not delivered again.' } },
      { name: 'repeatOf', label: 'Repeat of', type: 'relationship', relationTo: LEADS_SLUG, admin: { ...readOnly, description: 'The first request this one repeats.' } },
    ],
  },
]

/**
 * Every lead a form sent, with the consent it carried and its delivery to the dealer / CRM.
 * Only admins can see or change leads; the public creates them through POST /api/leads.
 */
export const Leads: CollectionConfig = {
  slug: LEADS_SLUG,
  labels: { singular: 'Lead', plural: 'Leads' },
  // Leads are created only by the public intake (POST /api/leads), never typed in by hand.
  access: { read: adminOnly, create: () => false, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'kind', 'email', 'companyId', 'deliveryStatus', 'isRepeat', 'source'],
    listSearchableFields: ['email', 'lastName', 'phone'],
    description:
      'Filter by kind, dealer (company ID), date (created at) or delivery status with "Filters"; export the filtered list as CSV.',
    components: {
      beforeListTable: ['@/collections/Leads/components/ExportCsvLink#ExportCsvLink'],
    },
  },
  defaultSort: '-createdAt',
  // The leads dashboard groups the leads of the last 30/90 days by these (src/server/leads/dashboard.ts):
  // one covering index answers all its counts from the index alone.
  indexes: [{ fields: ['createdAt', 'kind', 'source', 'deliveryStatus', 'companyId', 'state', 'deliveredAt'] }],
  endpoints: [exportLeadsCsvEndpoint, retryLeadDeliveryEndpoint],
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Homeowner', description: 'Who asked to be contacted.', fields: homeownerFields },
        { label: 'Request', description: 'What they asked for, of which dealer, and from which page.', fields: requestFields },
        {
          label: 'Consent',
          description: 'What the homeowner agreed to, exactly as shown to them.',
          fields: [
            { name: 'contactOptIn', type: 'checkbox', label: 'Agreed to be contacted' },
            {
              name: 'consent',
              label: 'Consent record',
              type: 'group',
              admin: readOnly,
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
                    { name: 'userAgent', label: 'Browser (user agent)', type: 'text' },
                  ],
                },
                { name: 'dealerIds', label: 'Dealers covered', type: 'json', admin: { description: 'Company IDs of the dealers this consent covers.' } },
              ],
            },
          ],
        },
        {
          label: 'Delivery',
          description: 'Sending the lead to the dealer, the CRM and the homeowner.',
          fields: [
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
                  admin: { ...readOnly, description: 'The worst status of the deliveries below.' },
                },
                { name: 'nextAttemptAt', label: 'Next attempt', type: 'date', index: true, admin: { ...readOnly, ...dayAndTime } },
                { name: 'deliveredAt', label: 'Delivered at', type: 'date', admin: { ...readOnly, ...dayAndTime, description: 'When the last of its deliveries succeeded.' } },
              ],
            },
            {
              name: 'retryDelivery',
              label: 'Retry delivery',
              type: 'ui',
              admin: { components: { Field: '@/collections/Leads/components/RetryDeliveryButton#RetryDeliveryButton' } },
            },
            {
              name: 'deliveries',
              label: 'Delivery log',
              labels: { singular: 'Delivery', plural: 'Deliveries' },
              type: 'array',
              admin: { ...readOnly, initCollapsed: false },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'target', label: 'Sent to', type: 'select', required: true, options: targetOptions(DELIVERY_TARGETS) },
                    { name: 'status', label: 'Result', type: 'select', required: true, defaultValue: 'pending', options: statusOptions(TARGET_STATUSES) },
                    { name: 'attempts', label: 'Tries', type: 'number', defaultValue: 0 },
                  ],
                },
                { name: 'lastError', label: 'Last error', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'nextAttemptAt', label: 'Next attempt', type: 'date', admin: dayAndTime },
                    { name: 'deliveredAt', label: 'Delivered at', type: 'date', admin: dayAndTime },
                  ],
                },
              ],
            },
            {
              name: 'eventId',
              label: 'Event ID',
              type: 'text',
              unique: true,
              admin: { ...readOnly, description: 'Stable id sent with every delivery (webhook X-Lead-Event-Id, email Message-ID).' },
            },
          ],
        },
      ],
    },
    {
      name: 'idempotencyKey',
      label: 'Submission key',
      type: 'text',
      unique: true,
      admin: { ...readOnly, position: 'sidebar', description: 'The form’s Idempotency-Key: a submit sent twice is stored once.' },
    },
    { name: 'repeatKey', label: 'Repeat key', type: 'text', index: true, admin: { hidden: true } },
    { name: 'claimedUntil', label: 'Claimed by a worker until', type: 'date', admin: { hidden: true } },
  ],
}
