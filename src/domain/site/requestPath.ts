import { VARIANT_ROUTE_PREFIX } from '@/domain/experiments/assignment'
import { LINKED_SEARCH_ROUTE_PREFIX } from '@/domain/pages/linkedSearch'

/**
 * What a request path is, before anything is looked up: the rules src/server/proxy/index.ts applies (one place, so
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
 * The one spelling of a page path, or null when the path already is it. Pages are lower-case
 * (slugs and dealer addresses), and the page routes decode the path before they look it up, so
 * /Rebates/, /%52ebates/ and /%72ebates/ name one page, and /resources%2Fsample-estimate-offer/
 * names /resources/sample-estimate-offer/: each other spelling would be a page-cache entry of its
 * own. The canonical form is the decoded, lower-cased path, percent-encoded as a URL encodes it
 * (non-ASCII as upper-case escapes, `?`, `#` and `%` kept escaped), with repeated slashes made one
 * (a redirect to `//host/` would leave the site). A malformed escape is not handled here: the proxy
 * refuses those first (src/server/proxy/malformedUrl.ts).
 */
export function canonicalPagePath(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const url = new URL('http://site.invalid/')
  // `%` and `\` would read as an escape and a slash once set: kept as the characters they are.
  url.pathname = decoded.toLowerCase().replace(/%/g, '%25').replace(/\\/g, '%5C')
  const canonical = url.pathname.replace(/\/{2,}/g, '/')
  return canonical === pathname ? null : canonical
}
