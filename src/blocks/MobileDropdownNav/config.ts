import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { linkGroup } from '@/fields/linkGroup'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  navLabel: 'In this section',
} as const

export const config: Block = {
  slug: 'mobileDropdownNav',
  interfaceName: 'MobileDropdownNavBlock',
  labels: { singular: 'Section navigation (dropdown on phones)', plural: 'Section navigations' },
  fields: [
    {
      name: 'navLabel',
      type: 'text',
      label: 'Name read by screen readers',
      defaultValue: DEFAULTS.navLabel,
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
