import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Rebates and tax credits for the stored zipcode, from our own rebate API (no third-party widget script). */
export const config: Block = {
  slug: 'rebatesWidget',
  interfaceName: 'RebatesWidgetBlock',
  labels: { singular: 'Rebates list', plural: 'Rebates lists' },
  fields: [
    heading({ name: 'headline', label: 'Heading', required: true, defaultValue: 'Rebates and tax credits near you' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    blockSettings(),
  ],
}
