import { NextResponse, type NextRequest } from 'next/server'
import { linkedSearchPath, linkedSearchZip } from '@/domain/pages/linkedSearch'
import { MAX_PAGE_PATH_LENGTH, UNKNOWN_PATH } from '@/domain/site/requestPath'
import { logger } from '@/lib/logger'
import { fetchSelfJson, SelfFetchStatusError } from './selfFetch'

/**
 * Page routes are cached per path (ISR), and Next.js caches a 404 like any page, so every invented
 * URL (/anything/, /dealers/anything/) would add an entry to the page cache: an easy way to fill
 * a disk. Before a page route renders, the path is checked (/api/site-paths, remembered for a short
 * while in a bounded map); an unknown one is rewritten to one fixed path whose 404 is cached once.
 * Unknown is also the answer whenever the check cannot give one (a timeout, an error, anything but
 * a 200). The same answer says whether the page answers a linked search (`?zipcode=`) on the server;
 * such a request is rewritten to the linked-search route, which renders it per request. A path that
 * is another spelling of a page (a dealer's profile under any name before its company ID) is
 * redirected to the page's one address.
 */
const SITE_PATHS_ROUTE = '/api/site-paths'
/** Next's draft-mode cookie. Only Next can tell a valid one (the build's preview id) from a forged one. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

const EXISTS_TTL_MS = 60_000
const MISSING_TTL_MS = 5_000
const MAX_REMEMBERED = 5_000
const CHECK_TIMEOUT_MS = 5_000

type PathInfo = { exists: boolean; linkedSearch: boolean; canonical?: string; redirect?: { to: string; permanent: boolean } }
const UNKNOWN: PathInfo = { exists: false, linkedSearch: false }
const remembered = new Map<string, PathInfo & { until: number }>()
const pending = new Map<string, Promise<PathInfo | null>>()

async function askSitePaths(pathname: string): Promise<PathInfo | null> {
  try {
    const body = (await fetchSelfJson(`${SITE_PATHS_ROUTE}?${new URLSearchParams({ path: pathname })}`, { timeoutMs: CHECK_TIMEOUT_MS })) as {
      exists?: unknown
      linkedSearch?: unknown
      canonical?: unknown
      redirect?: { to?: unknown; permanent?: unknown }
    }
    // Only a path of this site (never "//host" or "/\\host", which browsers read as another host).
    const sitePath = (value: unknown) => (typeof value === 'string' && /^\/([^/\\]|$)/.test(value) ? value : undefined)
    const canonical = sitePath(body.canonical)
    const to = sitePath(body.redirect?.to)
    return {
      exists: body.exists === true,
      linkedSearch: body.linkedSearch === true,
      ...(canonical ? { canonical } : {}),
      ...(to ? { redirect: { to, permanent: body.redirect?.permanent === true } } : {}),
    }
  } catch (error) {
    // A 4xx is the route's clear answer (a path it refuses, say one too long for it): unknown.
    if (error instanceof SelfFetchStatusError && error.status < 500) return UNKNOWN
    logger.warn({ path: pathname, err: String(error) }, 'path check unavailable; the page renders and answers for itself')
    return null
  }
}

/**
 * What this server knows about a page path, or null when it could not tell (the check failed or
 * timed out); concurrent requests for one path share one lookup.
 */
async function pathInfo(pathname: string): Promise<PathInfo | null> {
  if (pathname.length > MAX_PAGE_PATH_LENGTH) return UNKNOWN
  const known = remembered.get(pathname)
  if (known && known.until > Date.now()) return known
  let lookup = pending.get(pathname)
  if (!lookup) {
    lookup = askSitePaths(pathname)
      .then((info) => {
        // Only a clear answer is remembered; after a failure the next request asks again.
        if (!info) return null
        if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '')
        remembered.set(pathname, { ...info, until: Date.now() + (info.exists ? EXISTS_TTL_MS : MISSING_TTL_MS) })
        return info
      })
      .finally(() => pending.delete(pathname))
    pending.set(pathname, lookup)
  }
  return lookup
}

/**
 * The path check's verdict when this process already knows the path (a fresh remembered answer),
 * without asking or building a request: true when a request for it without a draft-mode cookie
 * passes as it is (checkPagePath would return null): a known page under its one address, no
 * editor's redirect, and no linked search the query asks for. False whenever the answer is not at
 * hand or the check would do more; checkPagePath decides those.
 */
export function passesPathCheckNow(pathname: string, search: string, now = Date.now()): boolean {
  const known = remembered.get(pathname)
  if (!known || known.until <= now || !known.exists || known.redirect) return false
  if (known.canonical && known.canonical !== pathname) return false
  return !known.linkedSearch || linkedSearchZip(new URLSearchParams(search)) === null
}

/** Next's draft-mode cookie has one valid value per build; once seen, it is known. */
let acceptedDraftCookie: string | undefined

/**
 * Whether Next accepts this draft-mode cookie (it compares it with the build's preview id): asked
 * through the route, with the cookie. Anything else (a forged value) is no draft preview.
 */
async function isDraftPreview(value: string): Promise<boolean> {
  if (value === acceptedDraftCookie) return true
  try {
    const body = (await fetchSelfJson(`${SITE_PATHS_ROUTE}?path=/`, { timeoutMs: CHECK_TIMEOUT_MS, headers: { cookie: `${DRAFT_MODE_COOKIE}=${value}` } })) as { draft?: unknown }
    if (body.draft !== true) return false
  } catch {
    return false
  }
  acceptedDraftCookie = value
  return true
}

/** The response for a path nothing here answers (unknown pages and the internal routes alike). */
export function unknownPathResponse(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(UNKNOWN_PATH, request.nextUrl))
}

/**
 * The path check for a page request (GET or HEAD of a `page` path, see src/server/proxy/index.ts): unknown paths
 * get the cached 404, a linked search on a page that answers one goes to the per-request route,
 * anything else passes (null). With a draft-mode cookie a known path shows the page itself, and an
 * unknown one passes only when Next accepts the cookie: a draft preview renders per request and is
 * never cached (an editor previews a page before it is published).
 */
export async function checkPagePath(request: NextRequest, draftCookie: string | undefined): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl
  const info = await pathInfo(pathname)
  // No answer in time (a server too busy to answer itself, say): the request goes on, and Next answers
  // for the path itself (a 404 for an unknown one). Answering 404 here took real pages down under load
  // (seen in CI: a dealer profile at load 12).
  if (!info) return null
  if (!info.exists) return draftCookie !== undefined && (await isDraftPreview(draftCookie)) ? null : unknownPathResponse(request)
  // Another spelling of a page (a dealer under an old or invented name): one address, one cache entry.
  if (info.canonical && info.canonical !== pathname) {
    const target = request.nextUrl.clone()
    target.pathname = info.canonical
    return NextResponse.redirect(target, 308)
  }
  // An editor's redirect, answered here rather than by the page route: one Location header (Next's
  // render of a redirect on a cache miss sends two), the visitor's query kept (campaign tags), and no
  // page render or cache entry for the old path.
  if (info.redirect && draftCookie === undefined) {
    // A plain URL: Next's own URL object would drop the path's trailing slash.
    return NextResponse.redirect(new URL(`${info.redirect.to}${request.nextUrl.search}`, request.nextUrl), info.redirect.permanent ? 308 : 307)
  }
  const zip = info.linkedSearch && draftCookie === undefined ? linkedSearchZip(searchParams) : null
  if (!zip) return null
  const target = request.nextUrl.clone()
  target.pathname = linkedSearchPath(pathname, zip)
  return NextResponse.rewrite(target)
}
