import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'
import { DEFAULT_TAB_LABELS, PRODUCT_TYPES, PRODUCT_TYPE_NAMES } from '@/domain/products/productTypes'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  heading: 'Compare systems and installed prices',
} as const

export const config: Block = {
  slug: 'productComparison',
  interfaceName: 'ProductComparisonBlock',
  labels: { singular: 'Product comparison with price guide', plural: 'Product comparisons' },
  fields: [
    heading({ name: 'heading', label: 'Block heading', defaultValue: DEFAULTS.heading }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    {
      name: 'tabLabels',
      type: 'group',
      label: 'Tab labels',
      admin: { description: 'One tab per product type. Clear a label to hide its tab; a type without products has no tab either.' },
      fields: PRODUCT_TYPES.map((type) => ({
        name: type,
        type: 'text' as const,
        label: `Tab for: ${PRODUCT_TYPE_NAMES[type]}`,
        defaultValue: DEFAULT_TAB_LABELS[type],
      })),
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: 'Products to compare',
      admin: { description: 'Empty: every product, in the catalogue order. Each tab shows the first four of its type.' },
    },
    link({ name: 'estimateLink', label: 'Estimate button', description: 'Shown under each product. Empty text reads "Get a Free Online Estimate".' }),
    blockSettings(),
  ],
}
