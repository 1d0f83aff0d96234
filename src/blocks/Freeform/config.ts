import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { HTML_ALLOWED } from '@/domain/html/sanitizeBlockHtml'

/**
 * Classic-editor content: text with blank lines between paragraphs, optionally with HTML tags, as
 * older content was written. Stored as typed (so line breaks survive editing) and cleaned when shown.
 */
export const config: Block = {
  slug: 'freeform',
  interfaceName: 'FreeformBlock',
  labels: { singular: 'Classic text', plural: 'Classic text' },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text (HTML allowed)',
      required: true,
      admin: { description: `A blank line starts a new paragraph. Cleaned when shown: ${HTML_ALLOWED}`, rows: 12 },
    },
    blockSettings(),
  ],
}
