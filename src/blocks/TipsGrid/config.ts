import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { validateLinkUrl } from '@/domain/pages/linkHref'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'tipsGrid',
  interfaceName: 'TipsGridBlock',
  labels: { singular: 'Maintenance or troubleshooting grid', plural: 'Maintenance or troubleshooting grids' },
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: 'Grid',
      required: true,
      defaultValue: 'maintenance',
      options: [
        { label: 'Maintenance tips', value: 'maintenance' },
        { label: 'Troubleshooting', value: 'troubleshooting' },
      ],
    },
    heading({ name: 'title', label: 'Heading' }),
    arrayOf({
      name: 'items',
      label: 'Cards',
      singular: 'Card',
      plural: 'Cards',
      description: 'Leave empty for the ten standard cards of the chosen grid.',
      fields: [
        { name: 'title', type: 'text', label: 'Card title', required: true },
        { name: 'description', type: 'textarea', label: 'Description (shown on hover, focus or tap)', required: true },
        { name: 'url', type: 'text', label: 'Link path', required: true, validate: validateLinkUrl },
      ],
    }),
    blockSettings(),
  ],
}
