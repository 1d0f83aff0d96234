import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { IAQ_PRODUCTS, IAQ_PRODUCT_LABELS } from '@/domain/pages/iaqClaims'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'iaqProductCards',
  interfaceName: 'IaqProductCardsBlock',
  labels: { singular: 'Indoor air quality cards', plural: 'Indoor air quality cards' },
  fields: [
    heading({ name: 'title', label: 'Section heading', defaultValue: 'Breathe easier at home' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    arrayOf({
      name: 'cards',
      label: 'Product cards',
      singular: 'Card',
      plural: 'Cards',
      min: 1,
      max: 3,
      fields: [
        {
          name: 'product',
          type: 'select',
          label: 'Product kind',
          required: true,
          options: IAQ_PRODUCTS.map((value) => ({ value, label: IAQ_PRODUCT_LABELS[value] })),
          admin: { description: 'Sets the performance claim shown on the card (fixed wording, checked by legal).' },
        },
        heading({ name: 'name', label: 'Card title', required: true }),
        { name: 'description', type: 'textarea', label: 'Card text' },
        media('image', 'Product image'),
        link({ name: 'link', label: 'Card link' }),
      ],
    }),
    blockSettings(),
  ],
}
