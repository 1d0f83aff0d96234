import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '@/access'
import { DELIVERY_STATUSES, DELIVERY_TARGETS, TARGET_STATUSES } from '@/domain/leads/deliveryStatus'
import { LEAD_KINDS } from '@/domain/leads/leadSchemas'
import { LEADS_SLUG } from '../slugs'
import { exportLeadsCsvEndpoint, retryLeadDeliveryEndpoint } from './endpoints'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const readOnly = { readOnly: true }

const contactFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'firstName', type: 'text' },
      { name: 'lastName', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'text', index: true },
      { name: 'phone', type: 'text', admin: { description: 'E.164' } },
    ],
  },
  { name: 'addressLine1', type: 'text' },
  {
    type: 'row',
    fields: [
      { name: 'city', type: 'text' },
      { name: 'state', type: 'text' },
      { name: 'zip', type: 'text' },
      { name: 'country', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'reason', type: 'text' },
      { name: 'serviceType', type: 'text' },
      { name: 'contactMethod', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'owner', type: 'checkbox', label: 'Owns a system' },
      { name: 'contactOptIn', type: 'checkbox', label: 'Agreed to be contacted' },
    ],
  },
  { name: 'comments', type: 'textarea' },
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
  endpoints: [exportLeadsCsvEndpoint, retryLeadDeliveryEndpoint],
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Lead',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'kind', type: 'select', required: true, index: true, options: options(LEAD_KINDS), admin: readOnly },
                { name: 'companyId', type: 'number', index: true, label: 'Dealer company ID', admin: readOnly },
                { name: 'brand', type: 'text', admin: readOnly },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'source', type: 'text', admin: readOnly },
                { name: 'formName', type: 'text', admin: readOnly },
              ],
            },
            ...contactFields,
            { name: 'pageUrl', type: 'text', admin: readOnly },
            {
              type: 'row',
              fields: [
                { name: 'mtaAid', type: 'text', admin: readOnly },
                { name: 'mtaSid', type: 'text', admin: readOnly },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'isRepeat', type: 'checkbox', index: true, admin: { ...readOnly, description: 'Same person, same dealer within 24 hours: stored, not delivered again.' } },
                { name: 'repeatOf', type: 'relationship', relationTo: LEADS_SLUG, admin: readOnly },
              ],
            },
          ],
        },
        {
          label: 'Consent',
          fields: [
            {
              name: 'consent',
              type: 'group',
              admin: readOnly,
              fields: [
                { name: 'text', type: 'textarea', admin: { description: 'The exact text shown to the homeowner.' } },
                {
                  type: 'row',
                  fields: [
                    { name: 'version', type: 'text' },
                    { name: 'acceptedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
                { name: 'pageUrl', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'ip', type: 'text' },
                    { name: 'userAgent', type: 'text' },
                  ],
                },
                { name: 'dealerIds', type: 'json', admin: { description: 'Company IDs of the dealers this consent covers.' } },
              ],
            },
          ],
        },
        {
          label: 'Delivery',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'deliveryStatus', type: 'select', index: true, defaultValue: 'pending', options: options(DELIVERY_STATUSES), admin: readOnly },
                { name: 'nextAttemptAt', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
              ],
            },
            {
              name: 'retryDelivery',
              type: 'ui',
              admin: { components: { Field: '@/collections/Leads/components/RetryDeliveryButton#RetryDeliveryButton' } },
            },
            {
              name: 'deliveries',
              type: 'array',
              admin: { ...readOnly, initCollapsed: false },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'target', type: 'select', required: true, options: options(DELIVERY_TARGETS) },
                    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: options(TARGET_STATUSES) },
                    { name: 'attempts', type: 'number', defaultValue: 0 },
                  ],
                },
                { name: 'lastError', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'nextAttemptAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                    { name: 'deliveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
              ],
            },
            { name: 'eventId', type: 'text', unique: true, admin: { ...readOnly, description: 'Stable id sent with every delivery (webhook X-Lead-Event-Id, email Message-ID).' } },
          ],
        },
      ],
    },
    { name: 'idempotencyKey', type: 'text', unique: true, admin: { ...readOnly, position: 'sidebar' } },
    { name: 'repeatKey', type: 'text', index: true, admin: { hidden: true } },
    { name: 'claimedUntil', type: 'date', admin: { hidden: true } },
  ],
}
