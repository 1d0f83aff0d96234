import { VARIANT_ROUTE_PREFIX } from '@/domain/experiments/assignment'
import { LINKED_SEARCH_ROUTE_PREFIX } from '@/domain/pages/linkedSearch'

/**
 * What a request path is, before anything is looked up: the rules src/proxy.ts applies (one place, so
 * the experiment step and the path check agree on what a page request is). Page routes are cached
 * per path (ISR), so every path that can reach one must name something that exists.
 */

/** The one path unknown and internal paths are rewritten to: its 404 page is cached once. */
export const UNKNOWN_PATH = '/_unknown-path/'

/** Longer paths name nothing (browsers and proxies cap URLs near this too). */
export const MAX_PAGE_PATH_LENGTH = 2048

/** Pages answer reads only; anything else to a page path is 405 (the site has no page forms or server actions). */
export const PAGE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD'])

/**
 * - `not-a-page`: the APIs, the admin and Next's own files (they check their input themselves);
 * - `internal`: routes only the proxy rewrites to (variant pages, linked searches), 404 from outside;
 * - `own-route`: fixed routes of the app beside the CMS pages, exact paths only;
 * - `page`: everything else, which a page route answers: it must be a known path.
 */
export type RequestPathKind = 'not-a-page' | 'internal' | 'own-route' | 'page'

const NOT_A_PAGE = /^\/(?:api|admin|_next\/static|_next\/image)(?:\/|$)/
const INTERNAL_PREFIXES = [VARIANT_ROUTE_PREFIX, LINKED_SEARCH_ROUTE_PREFIX, UNKNOWN_PATH.slice(0, -1)]
/** Their sub-paths (/search/x/, /next/x) are pages like any other path, so unknown ones are 404. */
const OWN_ROUTES: ReadonlySet<string> = new Set([
  '/search',
  '/bench-floor',
  // The design system's page (docs/design.md), beside the CMS's block gallery.
  '/block-gallery/design-system',
  '/next/preview',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/icon.svg',
  '/apple-icon.png',
])

export function requestPathKind(pathname: string): RequestPathKind {
  if (NOT_A_PAGE.test(pathname)) return 'not-a-page'
  if (INTERNAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return 'internal'
  if (OWN_ROUTES.has(pathname.endsWith('/') && pathname.length > 1 ? pathname.slice(0, -1) : pathname)) return 'own-route'
  return 'page'
}

/**
 * Page paths are lower-case (slugs and dealer addresses): the path with its letters lowered, or null
 * when it already is. Percent escapes are kept as sent (%C3%A9 and %c3%a9 are one character).
 */
export function lowerCasePath(pathname: string): string | null {
  if (!/[A-Z]/.test(pathname)) return null
  const lower = pathname.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (match) => (match.startsWith('%') ? match : match.toLowerCase()))
  return lower === pathname ? null : lower
}
