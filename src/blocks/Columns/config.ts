import type { Block, BlockSlug } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { COLUMN_WIDTH_LABELS, COLUMN_WIDTHS } from '@/domain/layout/columnGrid'

/**
 * Side-by-side columns on a 12-column grid (stacked on phones). A column is a row of this block,
 * not a block of its own: it only makes sense inside columns. Takes the slugs a column may hold from
 * src/blocks/index.ts (see Group/config.ts for why).
 */
export function config(childSlugs: BlockSlug[]): Block {
  return {
    slug: 'columns',
    interfaceName: 'ColumnsBlock',
    labels: { singular: 'Columns', plural: 'Columns' },
    fields: [
      heading({ name: 'heading', label: 'Heading above the columns (optional)' }),
      arrayOf({
        name: 'columns',
        label: 'Column list',
        singular: 'Column',
        plural: 'Columns',
        min: 1,
        max: 6,
        interfaceName: 'ColumnsColumn',
        admin: { initCollapsed: false },
        fields: [
          {
            name: 'width',
            type: 'select',
            label: 'Column width on wide screens',
            defaultValue: 'auto',
            required: true,
            options: COLUMN_WIDTHS.map((value) => ({ value, label: COLUMN_WIDTH_LABELS[value] })),
            admin: { description: 'On phones every column takes the full width, one below the other.' },
          },
          {
            name: 'blocks',
            type: 'blocks',
            label: 'Blocks in this column',
            labels: { singular: 'Block', plural: 'Blocks' },
            blocks: [],
            blockReferences: childSlugs,
          },
        ],
      }),
      blockSettings(),
    ],
  }
}
