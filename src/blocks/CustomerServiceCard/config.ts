import type { Block } from 'payload'
import { HELP_CARD_DEFAULT_HEADING, HELP_LINE_HOURS } from '@/domain/banners/helpLine'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Customer-service help card: the help line's hours and the support phone number from Site settings. */
export const config: Block = {
  slug: 'customerServiceCard',
  interfaceName: 'CustomerServiceCardBlock',
  labels: { singular: 'Customer service help card', plural: 'Customer service help cards' },
  fields: [
    heading({ label: 'Card heading', defaultValue: HELP_CARD_DEFAULT_HEADING }),
    { name: 'text', type: 'textarea', label: 'Text above the hours' },
    {
      name: 'hours',
      type: 'text',
      label: 'Opening hours',
      defaultValue: HELP_LINE_HOURS,
      admin: { description: `Empty shows "${HELP_LINE_HOURS}". The phone number is the support phone number in Site settings.` },
    },
    blockSettings(),
  ],
}
