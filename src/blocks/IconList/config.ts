import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { LIST_ICONS, LIST_ICON_LABELS } from '@/domain/blocks/iconList'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'iconList',
  interfaceName: 'IconListBlock',
  labels: { singular: 'Icon list', plural: 'Icon lists' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    arrayOf({
      name: 'items',
      label: 'List entries',
      singular: 'Entry',
      plural: 'Entries',
      required: true,
      min: 1,
      fields: [
        {
          name: 'icon',
          type: 'select',
          label: 'Icon shown',
          required: true,
          defaultValue: 'check',
          options: LIST_ICONS.map((value) => ({ value, label: LIST_ICON_LABELS[value] })),
        },
        { name: 'title', type: 'text', label: 'Entry text', required: true },
        { name: 'text', type: 'textarea', label: 'More detail (optional)' },
      ],
    }),
    blockSettings(),
  ],
}
