import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { warrantyModalFields } from '@/fields/warrantyModal'

export const config: Block = {
  slug: 'warrantyModalButtons',
  interfaceName: 'WarrantyModalButtonsBlock',
  labels: { singular: 'Warranty modal buttons', plural: 'Warranty modal buttons' },
  fields: [
    arrayOf({
      name: 'buttons',
      label: 'Buttons in the row',
      singular: 'Button',
      plural: 'Buttons',
      required: true,
      min: 1,
      max: 4,
      fields: [
        { name: 'label', type: 'text', label: 'Button text', required: true },
        {
          name: 'kind',
          type: 'select',
          label: 'Opens',
          required: true,
          defaultValue: 'generic',
          options: [
            { label: 'Start a claim', value: 'claim' },
            { label: 'Warranty look-up', value: 'lookup' },
            { label: 'Generic modal', value: 'generic' },
          ],
        },
        warrantyModalFields('modal', 'Modal content'),
      ],
    }),
    blockSettings(),
  ],
}
