import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading, media } from '@/fields/media'
import { SELECTOR_CATEGORIES } from '@/domain/products/catalogue'

export const config: Block = {
  slug: 'productSelector',
  interfaceName: 'ProductSelectorBlock',
  labels: { singular: 'Product selector', plural: 'Product selectors' },
  fields: [
    {
      name: 'language',
      type: 'select',
      label: 'Language of the block',
      defaultValue: 'en',
      required: true,
      options: [
        { label: 'English', value: 'en' },
        { label: 'French (no links)', value: 'fr' },
      ],
      admin: { description: 'The French variant shows no "View all" links.' },
    },
    heading({ name: 'heading', label: 'Block heading' }),
    arrayOf({
      name: 'categories',
      label: 'Product categories',
      singular: 'Category',
      plural: 'Categories',
      min: 1,
      max: 6,
      fields: [
        {
          name: 'category',
          type: 'select',
          label: 'Product category',
          required: true,
          options: SELECTOR_CATEGORIES.map((c) => ({ label: c.en, value: c.key })),
          admin: { description: '"View all" leads to the category page once it is published.' },
        },
        { name: 'text', type: 'text', label: 'Headline', required: true },
        { name: 'details', type: 'textarea', label: 'Details text' },
        arrayOf({
          name: 'bullets',
          label: 'Bullet lines',
          singular: 'Bullet line',
          plural: 'Bullet lines',
          max: 3,
          fields: [{ name: 'text', type: 'text', label: 'Bullet text', required: true }],
        }),
        media('image', 'Category image'),
      ],
    }),
    blockSettings(),
  ],
}
