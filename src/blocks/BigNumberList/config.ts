import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'bigNumberList',
  interfaceName: 'BigNumberListBlock',
  labels: { singular: 'Big number list', plural: 'Big number lists' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    arrayOf({
      name: 'items',
      label: 'Entries',
      singular: 'Entry',
      plural: 'Entries',
      required: true,
      min: 1,
      fields: [
        {
          name: 'figure',
          type: 'text',
          label: 'Big number or figure',
          admin: { description: 'Such as 3, 20% or 24/7. Leave empty to continue the count (1, 2, 3 …).' },
        },
        { name: 'title', type: 'text', label: 'Entry heading', required: true },
        { name: 'text', type: 'textarea', label: 'Entry text' },
      ],
    }),
    blockSettings(),
  ],
}
