import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'tabsSwitcher',
  interfaceName: 'TabsSwitcherBlock',
  labels: { singular: 'Tabs over an image', plural: 'Tabs over an image' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true }),
    media('backgroundImage', 'Background image'),
    arrayOf({
      name: 'tabs',
      label: 'Tabs (up to eight)',
      singular: 'Tab',
      plural: 'Tabs',
      required: true,
      min: 1,
      max: 8,
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
    }),
    blockSettings(),
  ],
}
