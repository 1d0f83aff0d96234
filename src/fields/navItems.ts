import type { Field } from 'payload'
import { validateLinkUrl } from '@/domain/pages/linkHref'

/** A menu: links with their text (header, footer). */
export const navItemsField = (name: string, maxRows: number, label: string): Field => ({
  name,
  type: 'array',
  label,
  maxRows,
  labels: { singular: 'Link', plural: 'Links' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Link text', required: true, admin: { width: '50%' } },
        {
          name: 'url',
          type: 'text',
          label: 'Link address',
          required: true,
          validate: validateLinkUrl,
          admin: { width: '50%', description: 'A path on this site (/rebates/), an anchor (#faq) or a full https:// address.' },
        },
      ],
    },
  ],
})
