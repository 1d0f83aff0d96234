import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'linkBlocks',
  interfaceName: 'LinkBlocksBlock',
  labels: { singular: 'Link blocks', plural: 'Link blocks' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    arrayOf({
      name: 'items',
      label: 'Linked boxes',
      singular: 'Linked box',
      plural: 'Linked boxes',
      required: true,
      min: 1,
      description: 'Each box is one link: its link text is the box heading.',
      fields: [
        link({ name: 'link', label: 'Box link', required: true }),
        { name: 'text', type: 'textarea', label: 'Text under the heading' },
      ],
    }),
    blockSettings(),
  ],
}
