import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { linkGroup } from '@/fields/linkGroup'

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
    linkGroup({
      name: 'items',
      label: 'Navigation links',
      singular: 'Link',
      plural: 'Links',
      linkLabel: 'Navigation link',
      min: 1,
      description: 'The link whose page is being viewed is highlighted; the dropdown shows its text as its title.',
    }),
    blockSettings(),
  ],
}
