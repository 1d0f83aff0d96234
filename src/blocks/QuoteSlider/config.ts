import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'quoteSlider',
  interfaceName: 'QuoteSliderBlock',
  labels: { singular: 'Quote slider', plural: 'Quote sliders' },
  fields: [
    heading({ name: 'label', label: 'Accessible name', required: true, defaultValue: 'What homeowners say' }),
    arrayOf({
      name: 'slides',
      label: 'Quotes',
      singular: 'Quote',
      plural: 'Quotes',
      required: true,
      min: 1,
      fields: [
        { name: 'supTitle', type: 'text', label: 'Small line above the heading' },
        heading({ name: 'title', label: 'Heading' }),
        { name: 'quote', type: 'textarea', label: 'Quote text', required: true },
        { name: 'author', type: 'text', label: 'Who said it' },
        media('backgroundImage', 'Background image', 'Covers the whole slide; the text sits on a dark overlay.'),
      ],
    }),
    blockSettings(),
  ],
}
