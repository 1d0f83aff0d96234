import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { toE164 } from '@/domain/address/phone'
import { PHONE_NUMBER_POOLS_SLUG } from '../slugs'

/** Call-tracking numbers of one routing group; POST /api/whodis leases them to visitors. */
export const PhoneNumberPools: CollectionConfig = {
  slug: PHONE_NUMBER_POOLS_SLUG,
  labels: { singular: 'Phone number pool', plural: 'Phone number pools' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: { group: 'Call tracking', useAsTitle: 'routingGroupId', defaultColumns: ['routingGroupId', 'description', 'lastRanDryAt', 'updatedAt'] },
  fields: [
    {
      name: 'supply',
      label: 'Numbers in use',
      type: 'ui',
      admin: { components: { Field: '@/collections/PhoneNumberPools/components/PoolSupply#PoolSupply' } },
    },
    { name: 'routingGroupId', label: 'Routing group ID', type: 'text', required: true, unique: true, index: true },
    { name: 'description', label: 'What the pool is for', type: 'text' },
    {
      name: 'phoneNumbers',
      label: 'Phone numbers',
      labels: { singular: 'Phone number', plural: 'Phone numbers' },
      type: 'array',
      admin: {
        description:
          'US/Canada numbers; each is leased to one visitor session at a time: 10 minutes, 30 once the visitor asks for it again (another page, another Call Now).',
      },
      fields: [
        {
          name: 'number',
          label: 'Phone number',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && toE164(value) !== null ? true : 'Enter a valid US or Canadian phone number',
        },
      ],
    },
      {
      type: 'row',
      fields: [
        {
          name: 'lastRanDryAt',
          label: 'Last ran out of numbers',
          type: 'date',
          // Set by /api/whodis when it had to refuse a visitor; never by an editor.
          access: { create: () => false, update: () => false },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When a visitor last got no tracking number because every number was held.' },
        },
        {
          name: 'timesRanDry',
          label: 'Visitors left without a number',
          type: 'number',
          defaultValue: 0,
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
