import type { Block } from 'payload'
import { validateOptionalPhone } from '@/fields/phone'
import { buttonAppearance } from '@/fields/link'
import { blockSettings } from '@/fields/blockSettings'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  label: 'Call',
} as const

/** A call button whose number depends on the screen: the mobile number under 1024 px, the desktop one from 1024 px. */
export const config: Block = {
  slug: 'phoneButton',
  interfaceName: 'PhoneButtonBlock',
  labels: { singular: 'Phone button', plural: 'Phone buttons' },
  fields: [
    { name: 'label', type: 'text', label: 'Text before the number', defaultValue: DEFAULTS.label },
    {
      type: 'row',
      fields: [
        {
          name: 'mobileNumber',
          type: 'text',
          label: 'Number on phones and tablets',
          validate: validateOptionalPhone,
          admin: { width: '50%', description: 'Under 1024 px wide. Empty uses the desktop number.' },
        },
        {
          name: 'desktopNumber',
          type: 'text',
          label: 'Number on desktops',
          validate: validateOptionalPhone,
          admin: { width: '50%', description: 'From 1024 px wide. Empty uses the phone number.' },
        },
      ],
    },
    buttonAppearance('appearance'),
    blockSettings(),
  ],
}
