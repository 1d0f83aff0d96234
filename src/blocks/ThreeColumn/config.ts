import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'threeColumn',
  interfaceName: 'ThreeColumnBlock',
  labels: { singular: 'Three-column content', plural: 'Three-column content' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    arrayOf({
      name: 'columns',
      label: 'Content columns',
      singular: 'Column',
      plural: 'Columns',
      required: true,
      min: 1,
      max: 3,
      description: 'Up to three, side by side on wide screens and stacked on phones.',
      fields: [
        media('image', 'Column image (optional)'),
        { name: 'title', type: 'text', label: 'Column heading', required: true },
        { name: 'text', type: 'textarea', label: 'Column text' },
        link({ name: 'link', label: 'Column link' }),
      ],
    }),
    blockSettings(),
  ],
}
