import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { HTML_ALLOWED, sanitizeBlockHtml } from '@/domain/html/sanitizeBlockHtml'

/** Custom HTML an editor pastes, for content the other blocks cannot express. */
export const config: Block = {
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
