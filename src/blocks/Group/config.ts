import type { Block, BlockSlug } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const GROUP_BACKGROUNDS = ['none', 'light-gray', 'baby-blue'] as const
const BACKGROUND_LABELS: Record<(typeof GROUP_BACKGROUNDS)[number], string> = {
  none: 'None (page background)',
  'light-gray': 'Light grey',
  'baby-blue': 'Light blue',
}

/**
 * A band that holds other blocks under an optional heading and background. Takes the slugs it may
 * hold from src/blocks/index.ts, which builds that list from the configs (importing the list here
 * would be a module cycle).
 */
export function config(childSlugs: BlockSlug[]): Block {
  return {
    slug: 'group',
    interfaceName: 'GroupBlock',
    labels: { singular: 'Group', plural: 'Groups' },
    fields: [
      heading({ name: 'heading', label: 'Group heading (optional)' }),
      {
        name: 'background',
        type: 'select',
        label: 'Group background',
        defaultValue: 'none',
        // Light backgrounds only: the blocks inside are designed for dark text.
        options: GROUP_BACKGROUNDS.map((value) => ({ value, label: BACKGROUND_LABELS[value] })),
      },
      {
        name: 'blocks',
        type: 'blocks',
        label: 'Blocks in this group',
        labels: { singular: 'Block', plural: 'Blocks' },
        minRows: 1,
        blocks: [],
        blockReferences: childSlugs,
      },
      blockSettings(),
    ],
  }
}
