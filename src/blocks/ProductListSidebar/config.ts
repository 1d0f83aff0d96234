import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'
import { PRODUCT_LIST_ANCHORS } from '@/domain/products/catalogue'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'Products',
} as const

export const config: Block = {
  slug: 'productListSidebar',
  interfaceName: 'ProductListSidebarBlock',
  labels: { singular: 'Product list sidebar', plural: 'Product list sidebars' },
  fields: [
    heading({ name: 'title', label: 'Sidebar title', defaultValue: DEFAULTS.title }),
    link({
      name: 'page',
      label: 'Page holding the product sections',
      withLabel: false,
      description: 'Leave empty when the sidebar sits on the product hub page itself.',
    }),
    arrayOf({
      name: 'items',
      label: 'Sidebar links',
      singular: 'Sidebar link',
      plural: 'Sidebar links',
      min: 1,
      max: PRODUCT_LIST_ANCHORS.length,
      defaultValue: PRODUCT_LIST_ANCHORS.map(({ anchor, label }) => ({ anchor, label })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'anchor',
              type: 'select',
              label: 'Section',
              required: true,
              options: PRODUCT_LIST_ANCHORS.map(({ anchor, label }) => ({ value: anchor, label: `${label} (#${anchor})` })),
              admin: { width: '50%' },
            },
            { name: 'label', type: 'text', label: 'Link text', required: true, admin: { width: '50%' } },
          ],
        },
      ],
    }),
    blockSettings(),
  ],
}
