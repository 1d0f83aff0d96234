import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { linkGroup } from '@/fields/linkGroup'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'linkBlocks',
  interfaceName: 'LinkBlocksBlock',
  labels: { singular: 'Link blocks', plural: 'Link blocks' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    linkGroup({
      name: 'items',
      label: 'Linked boxes',
      singular: 'Linked box',
      plural: 'Linked boxes',
      linkLabel: 'Box link',
      after: [{ name: 'text', type: 'textarea', label: 'Text under the heading' }],
      required: true,
      min: 1,
      description: 'Each box is one link: its link text is the box heading.',
    }),
    blockSettings(),
  ],
}
