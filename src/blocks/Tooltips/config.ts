import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'tooltips',
  interfaceName: 'TooltipsBlock',
  labels: { singular: 'Terms with tooltips', plural: 'Terms with tooltips' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    {
      name: 'items',
      type: 'array',
      label: 'Terms',
      labels: { singular: 'Term', plural: 'Terms' },
      required: true,
      minRows: 1,
      admin: {
        components: { RowLabel: '@/components/admin/RowLabel#RowLabel' },
        description: 'Each term gets an info button; its explanation shows on hover or keyboard focus.',
      },
      fields: [
        { name: 'title', type: 'text', label: 'Term', required: true },
        { name: 'value', type: 'text', label: 'Value shown beside the term (optional)', admin: { description: 'Such as 16 SEER or Yes.' } },
        { name: 'explanation', type: 'textarea', label: 'Tooltip text', required: true },
      ],
    },
    blockSettings(),
  ],
}
