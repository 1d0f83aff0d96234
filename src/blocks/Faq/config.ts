import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true }),
    arrayOf({
      name: 'items',
      label: 'Questions',
      singular: 'Question',
      plural: 'Questions',
      required: true,
      min: 1,
      fields: [
        { name: 'question', type: 'text', label: 'Question asked', required: true },
        { name: 'answer', type: 'textarea', label: 'Answer given', required: true, admin: { description: 'A blank line starts a new paragraph.' } },
      ],
    }),
    blockSettings(),
  ],
}
