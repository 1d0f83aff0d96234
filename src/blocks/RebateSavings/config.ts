import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  zipLabel: 'Zip Code',
  buttonLabel: 'Search',
} as const

/** Rebate savings lookup with a dealer-contact call to action. */
export const config: Block = {
  slug: 'rebateSavings',
  interfaceName: 'RebateSavingsBlock',
  labels: { singular: 'Rebate savings', plural: 'Rebate savings' },
  fields: [
    heading({ label: 'Block heading', defaultValue: 'See what you could save' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    {
      type: 'row',
      fields: [
        { name: 'zipLabel', type: 'text', label: 'ZIP box label', defaultValue: DEFAULTS.zipLabel, admin: { width: '50%' } },
        { name: 'buttonLabel', type: 'text', label: 'Search button text', defaultValue: DEFAULTS.buttonLabel, admin: { width: '50%' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Call to action after the results',
      fields: [
        heading({ name: 'ctaHeading', label: 'Heading', defaultValue: 'Ready to start saving?' }),
        { name: 'ctaText', type: 'textarea', label: 'Text', defaultValue: 'A local dealer can help you choose a system that qualifies.' },
        { name: 'ctaButtonLabel', type: 'text', label: 'Button text', defaultValue: 'Contact a local dealer' },
      ],
    },
    blockSettings(),
  ],
}
