import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'threeColumn',
  interfaceName: 'ThreeColumnBlock',
  labels: { singular: 'Three-column content', plural: 'Three-column content' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    {
      name: 'columns',
      type: 'array',
      label: 'Content columns',
      labels: { singular: 'Column', plural: 'Columns' },
      required: true,
      minRows: 1,
      maxRows: 3,
      admin: { components: { RowLabel: '@/components/admin/RowLabel#RowLabel' }, description: 'Up to three, side by side on wide screens and stacked on phones.' },
      fields: [
        media('image', 'Column image (optional)'),
        { name: 'title', type: 'text', label: 'Column heading', required: true },
        { name: 'text', type: 'textarea', label: 'Column text' },
        link({ name: 'link', label: 'Column link' }),
      ],
    },
    blockSettings(),
  ],
}
