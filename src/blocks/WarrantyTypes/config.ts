import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { WARRANTY_TERMS_NOTE, WARRANTY_TYPES } from '@/domain/tools/warranty'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'warrantyTypes',
  interfaceName: 'WarrantyTypesBlock',
  labels: { singular: 'Warranty types', plural: 'Warranty types blocks' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Types of warranty' }),
    arrayOf({
      name: 'items',
      label: 'Warranty kinds',
      singular: 'Warranty kind',
      plural: 'Warranty kinds',
      required: true,
      min: 1,
      defaultValue: WARRANTY_TYPES,
      fields: [
        { type: 'row', fields: [
          { name: 'title', type: 'text', label: 'Name', required: true, admin: { width: '60%' } },
          { name: 'term', type: 'text', label: 'Term shown large (e.g. 10-year)', admin: { width: '40%' } },
        ] },
        { name: 'text', type: 'textarea', label: 'Description', required: true },
      ],
    }),
    { name: 'termsNote', type: 'text', label: 'Note before the warranty documents', defaultValue: WARRANTY_TERMS_NOTE },
    {
      name: 'documents',
      type: 'upload',
      relationTo: 'documents',
      hasMany: true,
      label: 'Limited warranty documents (PDF)',
      admin: { description: 'Listed under the note, each with its title; for example the six limited warranties.' },
    },
    blockSettings(),
  ],
}
