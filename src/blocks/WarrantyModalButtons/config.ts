import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { warrantyModalFields } from '@/fields/warrantyModal'

export const config: Block = {
  slug: 'warrantyModalButtons',
  interfaceName: 'WarrantyModalButtonsBlock',
  labels: { singular: 'Warranty modal buttons', plural: 'Warranty modal buttons' },
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
    },
    blockSettings(),
  ],
}
