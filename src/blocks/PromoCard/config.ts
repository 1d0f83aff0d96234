import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const PROMO_BACKGROUNDS = ['white', 'baby-blue', 'navy', 'light-gray'] as const
const BACKGROUND_LABELS: Record<(typeof PROMO_BACKGROUNDS)[number], string> = {
  white: 'White',
  'baby-blue': 'Light blue',
  navy: 'Navy',
  'light-gray': 'Light grey',
}

export const config: Block = {
  slug: 'promoCard',
  interfaceName: 'PromoCardBlock',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  fields: [
    heading({ name: 'title', label: 'Card title', required: true }),
    { name: 'description', type: 'textarea', label: 'Text' },
    media('image', 'Card image', 'Shown beside the text on wide screens, above it on phones.'),
    link({ name: 'link', label: 'Button', appearance: true }),
    {
      name: 'backgroundColor',
      type: 'select',
      label: 'Card background',
      defaultValue: 'baby-blue',
      options: PROMO_BACKGROUNDS.map((value) => ({ value, label: BACKGROUND_LABELS[value] })),
    },
    blockSettings(),
  ],
}
