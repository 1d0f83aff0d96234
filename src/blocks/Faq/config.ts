import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true }),
    {
      name: 'items',
      type: 'array',
      label: 'Questions',
      labels: { singular: 'Question', plural: 'Questions' },
      required: true,
      minRows: 1,
      admin: { components: { RowLabel: '@/components/admin/RowLabel#RowLabel' } },
      fields: [
        { name: 'question', type: 'text', label: 'Question asked', required: true },
        { name: 'answer', type: 'textarea', label: 'Answer given', required: true, admin: { description: 'A blank line starts a new paragraph.' } },
      ],
    },
    blockSettings(),
  ],
}
