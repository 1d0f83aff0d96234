import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'

/** Rich text (Lexical) for the core blocks: headings, paragraphs, lists, quotes, links, uploads, tables of text. */
export const config: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'richText', type: 'richText', label: 'Text', required: true }, blockSettings()],
}
