import type { Block } from 'payload'
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
    {
      name: 'items',
      type: 'array',
      label: 'Navigation links',
      labels: { singular: 'Link', plural: 'Links' },
      minRows: 1,
      admin: { description: 'The link whose page is being viewed is highlighted; the dropdown shows its text as its title.' },
      fields: [link({ name: 'link', label: 'Navigation link', required: true })],
    },
    blockSettings(),
  ],
}
