import { sitePathFromInput } from '@/domain/site/redirects'

const idOf = (ref: unknown): string | null => {
  if (ref && typeof ref === 'object' && 'id' in ref) return String((ref as { id: unknown }).id)
  return typeof ref === 'number' || typeof ref === 'string' ? String(ref) : null
}

/**
 * How many links in a stored value (a layout, a menu) lead to the page: by reference to its id (link
 * fields, rich-text links) or by its path typed as a URL. Each is what breaks when the page is
 * unpublished or deleted; links by path also break when it moves without a redirect.
 */
export function countLinksToPage(value: unknown, page: { id: number | string; path: string }): number {
  const id = String(page.id)
  let count = 0
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(walk)
      return
    }
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (typeof record.url === 'string' && record.type !== 'reference' && sitePathFromInput(record.url) === page.path && !/^[a-z]+:|^\/\//i.test(record.url.trim())) count += 1
    if ('reference' in record && record.type !== 'custom' && idOf(record.reference) === id) count += 1
    const doc = record.doc as { relationTo?: unknown; value?: unknown } | undefined
    if (doc && typeof doc === 'object' && doc.relationTo === 'pages' && idOf(doc.value) === id) count += 1
    for (const child of Object.values(record)) walk(child)
  }
  walk(value)
  return count
}
