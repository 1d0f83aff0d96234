import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'

/** A row of link buttons, each with its own look. */
export const config: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Button row', plural: 'Button rows' },
  fields: [
    arrayOf({
      name: 'buttons',
      label: 'Buttons in the row',
      singular: 'Button',
      plural: 'Buttons',
      required: true,
      min: 1,
      max: 4,
      fields: [link({ name: 'link', label: 'Button', appearance: true, required: true })],
    }),
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
