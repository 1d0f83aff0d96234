import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { linkGroup } from '@/fields/linkGroup'

/** A row of link buttons, each with its own look. */
export const config: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Button row', plural: 'Button rows' },
  fields: [
    linkGroup({ name: 'buttons', label: 'Buttons in the row', singular: 'Button', plural: 'Buttons', linkLabel: 'Button', appearance: true, required: true, min: 1, max: 4 }),
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
