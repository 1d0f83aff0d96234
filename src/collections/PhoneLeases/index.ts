import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '@/access'
import { PHONE_LEASE_EVENTS_SLUG, PHONE_LEASES_SLUG } from '../slugs'

const dateTime = { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } }

const leaseFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'routingGroupId', label: 'Routing group ID', type: 'text', required: true, index: true, admin: { readOnly: true } },
      { name: 'number', label: 'Tracked number', type: 'text', required: true, index: true, admin: { readOnly: true } },
    ],
  },
  { name: 'sessionId', label: 'Visitor session ID', type: 'text', index: true, admin: { readOnly: true } },
  {
    type: 'row',
    fields: [
      { name: 'leaseName', label: 'Lease name', type: 'text', admin: { readOnly: true } },
      { name: 'dealerName', label: 'Dealer', type: 'text', admin: { readOnly: true } },
    ],
  },
  { name: 'pageReferrer', label: 'Page the visitor was on', type: 'text', admin: { readOnly: true } },
]

/**
 * One row per (routing group, number): who holds the number now. Updated with a
 * compare-and-set on `version`, so concurrent requests never hand one number to two sessions.
 */
export const PhoneLeases: CollectionConfig = {
  slug: PHONE_LEASES_SLUG,
  labels: { singular: 'Phone lease', plural: 'Phone leases' },
  // Written only by /api/whodis (compare-and-set); an admin may delete a row to free a number.
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  admin: { group: 'Call tracking', useAsTitle: 'number', defaultColumns: ['number', 'routingGroupId', 'sessionId', 'dealerName', 'expiresAt', 'lastUsedAt'] },
  fields: [
    ...leaseFields,
    {
      type: 'row',
      fields: [
        { name: 'leasedAt', label: 'Leased at', type: 'date', admin: dateTime },
        { name: 'expiresAt', label: 'Expires at', type: 'date', index: true, admin: dateTime },
        { name: 'lastUsedAt', label: 'Last used at', type: 'date', admin: dateTime },
      ],
    },
    { name: 'renewals', label: 'Times renewed', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    // A keyed hash of the client (an IPv6 client's /64), never the address: which leases one client holds.
    { name: 'clientKey', label: 'Client (hashed)', type: 'text', admin: { hidden: true } },
    { name: 'slotKey', label: 'Slot key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'version', label: 'Row version', type: 'number', required: true, defaultValue: 0, admin: { hidden: true } },
  ],
}

/** Every number handed to a session (new lease or recycled), for call attribution reports. */
export const PhoneLeaseEvents: CollectionConfig = {
  slug: PHONE_LEASE_EVENTS_SLUG,
  labels: { singular: 'Phone lease event', plural: 'Phone lease history' },
  access: { read: adminOnly, create: adminOnly, update: () => false, delete: adminOnly },
  admin: { group: 'Call tracking', useAsTitle: 'number', defaultColumns: ['createdAt', 'action', 'number', 'routingGroupId', 'sessionId', 'dealerName'] },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      label: 'What happened',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Leased a free number', value: 'leased' },
        { label: 'Took over a number another session held', value: 'recycled' },
      ],
      admin: { readOnly: true },
    },
    ...leaseFields,
    { name: 'expiresAt', label: 'Expires at', type: 'date', admin: dateTime },
  ],
}
