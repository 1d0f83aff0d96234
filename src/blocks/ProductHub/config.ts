import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'
import { HUB_GROUP_ANCHORS, HUB_SECTIONS, SPLIT_SYSTEMS } from '@/domain/products/catalogue'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  jumpLabel: 'Jump to a section',
} as const

export const config: Block = {
  slug: 'productHub',
  interfaceName: 'ProductHubBlock',
  labels: { singular: 'Product hub', plural: 'Product hubs' },
  fields: [
    heading({ name: 'heading', label: 'Block heading' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    { name: 'jumpLabel', type: 'text', label: 'Jump menu button text (phones)', defaultValue: DEFAULTS.jumpLabel },
    arrayOf({
      name: 'sections',
      label: 'Hub sections',
      singular: 'Section',
      plural: 'Sections',
      min: 1,
      max: HUB_SECTIONS.length,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'anchor',
              type: 'select',
              label: 'Section (its anchor)',
              required: true,
              options: HUB_SECTIONS.map(({ anchor, title }) => ({ value: anchor, label: `${title} (#${anchor})` })),
              admin: { width: '50%' },
            },
            { name: 'title', type: 'text', label: 'Section title', admin: { width: '50%', description: 'Empty: the usual name of the section.' } },
          ],
        },
        { name: 'text', type: 'textarea', label: 'Section text' },
        {
          name: 'showSplitSystems',
          type: 'checkbox',
          label: 'Show the three split-system cards here',
          defaultValue: false,
        },
        arrayOf({
          name: 'groups',
          label: 'Product groups',
          singular: 'Product group',
          plural: 'Product groups',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', label: 'Group title', required: true, admin: { width: '50%' } },
                {
                  name: 'anchor',
                  type: 'select',
                  label: 'Anchor of the group',
                  options: HUB_GROUP_ANCHORS.map(({ anchor, title }) => ({ value: anchor, label: `${title} (#${anchor})` })),
                  admin: { width: '50%', description: 'Lets the product-list sidebar link straight to it.' },
                },
              ],
            },
            { name: 'text', type: 'textarea', label: 'Group text' },
            { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, label: 'Products shown' },
            link({ name: 'link', label: 'Category page link', description: 'Shown only while its page is published.' }),
          ],
        }),
      ],
    }),
    {
      name: 'splitSystems',
      type: 'group',
      label: 'Split-system cards',
      fields: [
        heading({ name: 'title', label: 'Cards heading', defaultValue: 'Which split system is right for you?' }),
        arrayOf({
          name: 'cards',
          label: 'Split-system cards',
          singular: 'Card',
          plural: 'Cards',
          max: SPLIT_SYSTEMS.length,
          fields: [
            {
              name: 'system',
              type: 'select',
              label: 'Split system',
              required: true,
              options: SPLIT_SYSTEMS.map(({ key, title, energy }) => ({ value: key, label: `${title} (${energy})` })),
            },
            { name: 'text', type: 'textarea', label: 'Card text', required: true },
          ],
        }),
      ],
    },
    blockSettings(),
  ],
}
