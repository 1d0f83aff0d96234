import type { WarrantyTypesBlock } from '@/payload-types'
import { WARRANTY_TERMS_NOTE, WARRANTY_TYPES } from '@/domain/tools/warranty'

/** Without documents (the gallery has none); the seeded /warranty/ page attaches the six sample PDFs. */
export const warrantyTypesFixture = {
  blockType: 'warrantyTypes',
  title: 'Types of warranty',
  items: WARRANTY_TYPES,
  termsNote: WARRANTY_TERMS_NOTE,
} satisfies WarrantyTypesBlock
