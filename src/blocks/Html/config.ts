import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { sanitizeBlockHtml } from '@/domain/html/sanitizeBlockHtml'

/** What sanitizeBlockHtml keeps and removes, in an editor's words. */
export const HTML_ALLOWED =
  'text, headings (an h1 becomes h2), lists, links, tables, quotes, code and images from this site stay; scripts, event handlers, javascript: links, iframes, forms, styles and classes are removed.'

/** Custom HTML an editor pastes, for content the other blocks cannot express. */
export const Html: Block = {
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: 'Custom HTML', plural: 'Custom HTML' },
  fields: [
    {
      name: 'html',
      type: 'textarea',
      label: 'HTML code',
      required: true,
      admin: { description: `Cleaned when saved and when shown: ${HTML_ALLOWED}`, rows: 12 },
      // Also cleaned when shown; cleaning on save keeps what the API returns and what editors see honest.
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? sanitizeBlockHtml(value) : value)] },
    },
    blockSettings(),
  ],
}
