import { NextResponse, type NextRequest } from 'next/server'

/**
 * Page routes are cached per path (ISR), and Next.js caches a 404 like any page, so every invented
 * URL (/anything/, /dealers/anything/) would add an entry to the page cache: an easy way to fill
 * a disk. Before a page route renders, the path is checked (/api/site-paths, remembered for a short
 * while in a bounded map); an unknown one is rewritten to one fixed path whose 404 is cached once.
 */
export const NOT_FOUND_PATH = '/_unknown-path/'

const EXISTS_TTL_MS = 60_000
const MISSING_TTL_MS = 5_000
const MAX_REMEMBERED = 5_000
const remembered = new Map<string, { exists: boolean; until: number }>()

/** Paths served by something other than the cached page routes. */
const NOT_A_PAGE = /^\/(?:api|admin|next|_next|block-gallery|bench-floor|search)(?:\/|$)|\.[a-z0-9]+$/i

/** This server itself (`next start` sets PORT), never the Host header a client chose. */
const selfOrigin = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}`

async function pathExists(pathname: string): Promise<boolean> {
  const now = Date.now()
  const known = remembered.get(pathname)
  if (known && known.until > now) return known.exists
  const url = new URL('/api/site-paths', selfOrigin())
  url.searchParams.set('path', pathname)
  let exists = true
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    // Anything but a clear answer lets the page route decide, as before.
    if (response.ok) exists = ((await response.json()) as { exists?: unknown }).exists !== false
  } catch {
    return true
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '')
  remembered.set(pathname, { exists, until: now + (exists ? EXISTS_TTL_MS : MISSING_TTL_MS) })
  return exists
}

export async function rewriteUnknownPagePath(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (NOT_A_PAGE.test(pathname) || pathname === NOT_FOUND_PATH) return null
  // Draft previews render per request (draft mode), whatever the path.
  if (request.cookies.has('__prerender_bypass')) return null
  if (await pathExists(pathname)) return null
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.nextUrl.origin))
}
