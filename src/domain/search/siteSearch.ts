import { z } from 'zod'
import { isHiddenBlock } from '@/domain/pages/blockSettings'

/** What the site search finds: a page, a product page or a glossary entry. */
export type SearchKind = 'page' | 'product' | 'glossary'

export type SearchDoc = { kind: SearchKind; title: string; description: string; path: string; text: string }

export type SearchHit = { kind: SearchKind; title: string; path: string; snippet: string }

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = { page: 'Page', product: 'Product', glossary: 'Glossary' }

export const MAX_QUERY_LENGTH = 100

/** The ?q= parameter: trimmed, at most 100 characters; anything else (missing, repeated) is no query. */
export const searchQuerySchema = z.string().trim().max(MAX_QUERY_LENGTH).catch('')

export function readSearchQuery(raw: string | string[] | undefined): string {
  return searchQuerySchema.parse(Array.isArray(raw) ? raw[0] : (raw ?? ''))
}

export function kindForSlug(slug: string): SearchKind {
  if (slug.startsWith('resources/glossary/')) return 'glossary'
  if (slug === 'products' || slug.startsWith('products/')) return 'product'
  return 'page'
}

// Keys whose strings are settings, not words a visitor reads.
const NON_TEXT_KEYS = new Set(['id', 'blockType', 'blockName', 'type', 'url', 'href', 'newTab', 'appearance', 'settings', 'format', 'mode', 'version', 'direction', 'tag', 'listType', 'trackingText', 'icon', 'variant', 'anchor', 'embedCode', 'html'])

/** The words a visitor reads in a stored layout (block texts, rich text), whatever the block; never a hidden block's. */
export function layoutText(layout: unknown): string {
  const out: string[] = []
  const walk = (value: unknown, key: string | null) => {
    if ((key !== null && NON_TEXT_KEYS.has(key)) || isHiddenBlock(value)) return
    if (typeof value === 'string') {
      const text = value.trim()
      if (/[a-z]{2}/i.test(text) && !/^(https?:|\/|#|mailto:|tel:)/.test(text)) out.push(text)
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, null)
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k)
    }
  }
  walk(layout, null)
  return out.join(' ').replace(/\s+/g, ' ')
}

/** Lower case without accents, so "Électrique" finds "electrique". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

const tokens = (query: string) => [...new Set(fold(query).split(/[^a-z0-9%]+/).filter((t) => t.length > 0))]

function snippet(doc: SearchDoc, first: string): string {
  if (doc.description) return doc.description
  const at = fold(doc.text).indexOf(first)
  if (at < 0) return doc.text.slice(0, 160)
  const start = Math.max(0, at - 60)
  return `${start > 0 ? '…' : ''}${doc.text.slice(start, start + 160).trim()}${start + 160 < doc.text.length ? '…' : ''}`
}

/**
 * Pages whose title, description or text hold every word of the query, best first: a word in the
 * title weighs most, then the description, then the text; the whole query in the title adds more.
 */
export function searchSite(docs: readonly SearchDoc[], query: string, limit = 50): { total: number; hits: SearchHit[] } {
  const words = tokens(query)
  if (words.length === 0) return { total: 0, hits: [] }
  const phrase = fold(query.trim())
  const scored: { doc: SearchDoc; score: number }[] = []
  for (const doc of docs) {
    const title = fold(doc.title)
    const description = fold(doc.description)
    const text = fold(doc.text)
    let score = 0
    let all = true
    for (const word of words) {
      const inTitle = title.includes(word)
      const inDescription = description.includes(word)
      const inText = text.includes(word)
      if (!inTitle && !inDescription && !inText) {
        all = false
        break
      }
      score += (inTitle ? 10 : 0) + (inDescription ? 4 : 0) + (inText ? 1 : 0)
    }
    if (!all) continue
    if (title.includes(phrase)) score += 20
    scored.push({ doc, score })
  }
  scored.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title))
  return {
    total: scored.length,
    hits: scored.slice(0, limit).map(({ doc }) => ({ kind: doc.kind, title: doc.title, path: doc.path, snippet: snippet(doc, words[0] ?? '') })),
  }
}
