import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { validateOptionalPhone } from '@/fields/phone'

/** A tracked phone number: leased from a call-tracking pool when the page loads, the default number otherwise. */
export const config: Block = {
  slug: 'phoneNumberWidget',
  interfaceName: 'PhoneNumberWidgetBlock',
  labels: { singular: 'Phone number (call tracking)', plural: 'Phone numbers (call tracking)' },
  fields: [
    { name: 'label', type: 'text', label: 'Text before the number', defaultValue: 'Call us:' },
    {
      type: 'row',
      fields: [
        {
          name: 'routingGroupId',
          type: 'text',
          label: 'Call-tracking routing group',
          required: true,
          admin: { width: '50%', description: 'The routing group ID of a phone number pool (Call tracking > Phone number pools).' },
        },
        {
          name: 'leaseName',
          type: 'text',
          label: 'Name in the lease log',
          admin: { width: '50%', description: 'Optional: tells this placement apart in the phone leases.' },
        },
      ],
    },
    {
      name: 'defaultNumber',
      type: 'text',
      label: 'Number shown when no tracking number is available',
      required: true,
      validate: validateOptionalPhone,
    },
    blockSettings(),
  ],
}
