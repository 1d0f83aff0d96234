import { normalizePostalCode } from '@/domain/geo/postalCode'

/**
 * A linked search: a page address with `?zipcode=` (a shared rebate or dealer search, the
 * repair-or-replace result). A page whose layout holds a block that answers it is rendered per
 * request with the answer already in the HTML (the internal route below); every other page stays
 * the static page.
 */
export const LINKED_SEARCH_ROUTE_PREFIX = '/linked-search'

/** Blocks that answer a linked search on the server. */
const ANSWERING_BLOCKS = new Set(['rebateSavings', 'rebatesWidget', 'dealerLocator'])

export function answersLinkedSearch(layout: unknown): boolean {
  return Array.isArray(layout) && layout.some((block) => typeof block === 'object' && block !== null && ANSWERING_BLOCKS.has((block as { blockType?: unknown }).blockType as string))
}

/** The ZIP or postal code of a linked search, trimmed, when it is one; otherwise null. */
export function linkedSearchZip(searchParams: URLSearchParams): string | null {
  const raw = (searchParams.get('zipcode') ?? '').trim()
  return raw && normalizePostalCode(raw) ? raw : null
}

/** The internal path that renders `pathname` with the answer for `zip`, e.g. /linked-search/10001/rebates/. */
export function linkedSearchPath(pathname: string, zip: string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  return `${LINKED_SEARCH_ROUTE_PREFIX}/${encodeURIComponent(zip)}${path}`
}
