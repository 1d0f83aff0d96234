import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading, media } from '@/fields/media'

export const TabsSwitcher: Block = {
  slug: 'tabsSwitcher',
  interfaceName: 'TabsSwitcherBlock',
  labels: { singular: 'Tabs over an image', plural: 'Tabs over an image' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true }),
    media('backgroundImage', 'Background image'),
    {
      name: 'tabs',
      type: 'array',
      label: 'Tabs (up to eight)',
      labels: { singular: 'Tab', plural: 'Tabs' },
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'tabTitle', type: 'text', label: 'Tab name', required: true },
        {
          name: 'tabItems',
          type: 'textarea',
          label: 'Items',
          required: true,
          admin: {
            description: 'One item a line. Start a line with + to mark it as an advantage (shown with a tick), e.g. “+ Variable-speed blower”.',
          },
        },
        media('image', 'Image (optional)'),
      ],
    },
    blockSettings(),
  ],
}
