import { NextResponse, type NextRequest } from 'next/server'
import { LINKED_SEARCH_ROUTE_PREFIX, linkedSearchPath, linkedSearchZip } from '@/domain/pages/linkedSearch'

/**
 * Page routes are cached per path (ISR), and Next.js caches a 404 like any page, so every invented
 * URL (/anything/, /dealers/anything/) would add an entry to the page cache: an easy way to fill
 * a disk. Before a page route renders, the path is checked (/api/site-paths, remembered for a short
 * while in a bounded map); an unknown one is rewritten to one fixed path whose 404 is cached once.
 * The same answer says whether the page answers a linked search (`?zipcode=`) on the server; such a
 * request is rewritten to the linked-search route, which renders it per request.
 */
export const NOT_FOUND_PATH = '/_unknown-path/'

const EXISTS_TTL_MS = 60_000
const MISSING_TTL_MS = 5_000
const MAX_REMEMBERED = 5_000
type PathInfo = { exists: boolean; linkedSearch: boolean }
const remembered = new Map<string, PathInfo & { until: number }>()

/** Paths served by something other than the cached page routes. */
const NOT_A_PAGE = /^\/(?:api|admin|next|_next|block-gallery|bench-floor|search)(?:\/|$)|\.[a-z0-9]+$/i

/** This server itself (`next start` sets PORT), never the Host header a client chose. */
const selfOrigin = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}`

async function pathInfo(pathname: string): Promise<PathInfo> {
  const now = Date.now()
  const known = remembered.get(pathname)
  if (known && known.until > now) return known
  const url = new URL('/api/site-paths', selfOrigin())
  url.searchParams.set('path', pathname)
  // Anything but a clear answer lets the page route decide, as before.
  const info: PathInfo = { exists: true, linkedSearch: false }
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    if (!response.ok) return info
    const body = (await response.json()) as { exists?: unknown; linkedSearch?: unknown }
    info.exists = body.exists !== false
    info.linkedSearch = body.linkedSearch === true
  } catch {
    return info
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '')
  remembered.set(pathname, { ...info, until: now + (info.exists ? EXISTS_TTL_MS : MISSING_TTL_MS) })
  return info
}

export async function rewritePagePath(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl
  // The linked-search route is internal: from outside it does not exist.
  if (pathname === LINKED_SEARCH_ROUTE_PREFIX || pathname.startsWith(`${LINKED_SEARCH_ROUTE_PREFIX}/`)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.nextUrl.origin))
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (NOT_A_PAGE.test(pathname) || pathname === NOT_FOUND_PATH) return null
  // Draft previews render per request (draft mode), whatever the path.
  if (request.cookies.has('__prerender_bypass')) return null
  const info = await pathInfo(pathname)
  if (!info.exists) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.nextUrl.origin))
  const zip = info.linkedSearch ? linkedSearchZip(request.nextUrl.searchParams) : null
  if (!zip) return null
  const target = request.nextUrl.clone()
  target.pathname = linkedSearchPath(pathname, zip)
  return NextResponse.rewrite(target)
}
