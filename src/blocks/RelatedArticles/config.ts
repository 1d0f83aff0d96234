import type { Block } from 'payload'
import { articleCategoryOptions } from '@/domain/pages/articleCategories'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'Learn More',
} as const

export const config: Block = {
  slug: 'relatedArticles',
  interfaceName: 'RelatedArticlesBlock',
  labels: { singular: 'Related articles', plural: 'Related articles lists' },
  fields: [
    heading({ name: 'title', label: 'List heading', defaultValue: DEFAULTS.title }),
    {
      name: 'source',
      type: 'radio',
      label: 'Which articles',
      defaultValue: 'category',
      options: [
        { label: 'The newest of some categories', value: 'category' },
        { label: 'Pages I pick', value: 'picked' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      label: 'Article categories',
      options: articleCategoryOptions,
      admin: {
        condition: (_, sibling) => sibling?.source !== 'picked',
        description: 'Pages filed under any of these (Pages > Article listing), newest first.',
      },
    },
    {
      name: 'pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      label: 'Articles to show',
      admin: { condition: (_, sibling) => sibling?.source === 'picked', description: 'Shown in this order; unpublished pages are left out.' },
    },
    { name: 'limit', type: 'number', label: 'How many at most', defaultValue: 3, min: 1, max: 12 },
    blockSettings(),
  ],
}
