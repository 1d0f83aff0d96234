import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { PRICING_GUIDE_CARDS } from '@/domain/products/pricingGuide'

export const config: Block = {
  slug: 'pricingGuide',
  interfaceName: 'PricingGuideBlock',
  labels: { singular: 'Pricing guide', plural: 'Pricing guides' },
  fields: [
    heading({ name: 'heading', label: 'Block heading', defaultValue: 'What affects the price of a new system' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    arrayOf({
      name: 'cards',
      label: 'Price factor cards',
      singular: 'Card',
      plural: 'Cards',
      min: 1,
      max: 4,
      defaultValue: PRICING_GUIDE_CARDS.map((card) => ({ ...card })),
      fields: [
        { name: 'title', type: 'text', label: 'Card title', required: true },
        { name: 'text', type: 'textarea', label: 'Card text', required: true },
      ],
    }),
    blockSettings(),
  ],
}
