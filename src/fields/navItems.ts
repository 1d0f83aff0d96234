import type { Field } from 'payload'
import { validateLinkUrl } from './linkStyle'

export const navItemsField = (name: string, maxRows: number): Field => ({
  name,
  type: 'array',
  maxRows,
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'url', type: 'text', required: true, validate: validateLinkUrl },
  ],
})
