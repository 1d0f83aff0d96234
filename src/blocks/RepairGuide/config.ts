import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { OTHER_FIGURES, R22_WARNING, REPAIR_IF, REPLACE_IF } from '@/domain/tools/guide'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'


const items = (name: string, label: string, defaultValue: { title: string; body: string }[]) =>
  arrayOf({
    name,
    label,
    singular: 'Item',
    plural: 'Items',
    defaultValue,
    fields: [
      { name: 'title', type: 'text', label: 'Item heading', required: true },
      { name: 'body', type: 'textarea', label: 'Shown when opened', required: true },
    ],
  })

export const config: Block = {
  slug: 'repairGuide',
  interfaceName: 'RepairGuideBlock',
  labels: { singular: 'Repair-or-replace guide', plural: 'Repair-or-replace guides' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Repair or replace: what to weigh' }),
    { type: 'row', fields: [
      { name: 'repairTitle', type: 'text', label: 'First column heading', required: true, defaultValue: 'Repair if', admin: { width: '50%' } },
      { name: 'replaceTitle', type: 'text', label: 'Second column heading', required: true, defaultValue: 'Replace if', admin: { width: '50%' } },
    ] },
    items('repairItems', 'Repair if: items', REPAIR_IF),
    items('replaceItems', 'Replace if: items', REPLACE_IF),
    {
      name: 'warning',
      type: 'group',
      label: 'Refrigerant warning',
      fields: [
        { name: 'title', type: 'text', label: 'Warning heading', defaultValue: R22_WARNING.title },
        { name: 'body', type: 'textarea', label: 'Warning text', defaultValue: R22_WARNING.body, admin: { description: 'Leave the heading empty to hide the warning.' } },
      ],
    },
    { name: 'showExpectedLife', type: 'checkbox', label: 'Show how long systems last', defaultValue: true },
    items('otherFigures', 'Other figures', OTHER_FIGURES),
    blockSettings(),
  ],
}
