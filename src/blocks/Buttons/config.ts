import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'

export const BUTTON_ROW_ALIGNMENTS = ['left', 'center', 'right'] as const

/** A row of link buttons, each with its own look. */
export const config: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Button row', plural: 'Button rows' },
  fields: [
    {
      name: 'buttons',
      type: 'array',
      label: 'Buttons in the row',
      labels: { singular: 'Button', plural: 'Buttons' },
      required: true,
      minRows: 1,
      maxRows: 4,
      admin: { components: { RowLabel: '@/components/admin/RowLabel#RowLabel' } },
      fields: [link({ name: 'link', label: 'Button', appearance: true, required: true })],
    },
    {
      name: 'alignment',
      type: 'select',
      label: 'Row alignment',
      defaultValue: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
        { value: 'right', label: 'Right' },
      ],
    },
    blockSettings(),
  ],
}
