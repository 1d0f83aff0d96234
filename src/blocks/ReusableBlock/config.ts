import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'

/** Places a reusable block (edited once in the Reusable blocks collection) on a page. */
export const config: Block = {
  slug: 'reusableBlock',
  interfaceName: 'ReusableBlockBlock',
  labels: { singular: 'Reusable block', plural: 'Reusable blocks' },
  fields: [
    {
      name: 'reusableBlock',
      type: 'relationship',
      relationTo: REUSABLE_BLOCKS_SLUG,
      label: 'Reusable block to show',
      required: true,
      admin: { description: 'Edit its content under Content > Reusable blocks; every page that shows it changes with it.' },
    },
    blockSettings(),
  ],
}
