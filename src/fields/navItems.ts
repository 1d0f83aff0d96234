import type { Field } from 'payload'
import { validateLinkUrl } from '@/domain/pages/linkHref'

export const navItemsField = (name: string, maxRows: number, label = 'Links'): Field => ({
  name,
  type: 'array',
  label,
  maxRows,
  labels: { singular: 'Link', plural: 'Links' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Text', required: true, admin: { width: '50%' } },
        { name: 'url', type: 'text', label: 'Path or URL', required: true, validate: validateLinkUrl, admin: { width: '50%' } },
      ],
    },
  ],
})
