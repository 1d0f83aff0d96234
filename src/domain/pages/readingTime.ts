import { isHiddenBlock } from './blockSettings'

/** Words a minute an adult reads on screen; the common figure publishers use. */
export const WORDS_PER_MINUTE = 200

// Keys that hold settings, ids or addresses rather than prose a visitor reads.
const NON_PROSE_KEYS = new Set([
  'id', 'blockType', 'blockName', 'type', 'url', 'href', 'format', 'mode', 'direction', 'version',
  'textFormat', 'textStyle', 'style', 'tag', 'listType', 'relationTo', 'anchor', 'spacing',
  'background', 'backgroundColor', 'cornerRadius', 'width', 'alignment', 'value', 'settings', 'appearance',
  'reference', 'image', 'media', 'fields', 'detail', 'indent', 'language', 'variant',
])

/** Every prose string in a page layout (block fields and rich-text nodes), in order; none of a hidden block. */
export function layoutText(node: unknown): string[] {
  if (isHiddenBlock(node)) return []
  if (typeof node === 'string') return /^(https?:|mailto:|tel:|\/|#)/.test(node) ? [] : [node]
  if (Array.isArray(node)) return node.flatMap(layoutText)
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => (NON_PROSE_KEYS.has(key) ? [] : layoutText(value)))
  }
  return []
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Whole minutes to read a layout, rounded up; at least 1 for any page with words, 0 for none. */
export function readingTimeMinutes(layout: unknown): number {
  const words = layoutText(layout).reduce((sum, text) => sum + countWords(text), 0)
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE)
}

/** "3 min read" */
export function readingTimeLabel(minutes: number | null | undefined): string | null {
  return minutes && minutes > 0 ? `${minutes} min read` : null
}
