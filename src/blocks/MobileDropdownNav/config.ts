import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'

export const config: Block = {
  slug: 'mobileDropdownNav',
  interfaceName: 'MobileDropdownNavBlock',
  labels: { singular: 'Section navigation (dropdown on phones)', plural: 'Section navigations' },
  fields: [
    {
      name: 'navLabel',
      type: 'text',
      label: 'Name read by screen readers',
      defaultValue: 'In this section',
      admin: { description: 'Names the navigation landmark, for example "Maintenance tips".' },
    },
    arrayOf({
      name: 'items',
      label: 'Navigation links',
      singular: 'Link',
      plural: 'Links',
      min: 1,
      description: 'The link whose page is being viewed is highlighted; the dropdown shows its text as its title.',
      fields: [link({ name: 'link', label: 'Navigation link', required: true })],
    }),
    blockSettings(),
  ],
}
