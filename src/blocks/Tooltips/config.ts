import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'tooltips',
  interfaceName: 'TooltipsBlock',
  labels: { singular: 'Terms with tooltips', plural: 'Terms with tooltips' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    arrayOf({
      name: 'items',
      label: 'Terms',
      singular: 'Term',
      plural: 'Terms',
      required: true,
      min: 1,
      description: 'Each term gets an info button; its explanation shows on hover or keyboard focus.',
      fields: [
        { name: 'title', type: 'text', label: 'Term', required: true },
        { name: 'value', type: 'text', label: 'Value shown beside the term (optional)', admin: { description: 'Such as 16 SEER or Yes.' } },
        { name: 'explanation', type: 'textarea', label: 'Tooltip text', required: true },
      ],
    }),
    blockSettings(),
  ],
}
