import { NextResponse, type NextRequest } from 'next/server'
import { canonicalPagePath, PAGE_METHODS, requestPathKind } from '@/domain/site/requestPath'
import { experimentResponse, noExperimentOnPathNow } from '@/server/experiments/proxy'
import { refuseUnknownImageParameters } from '@/server/proxy/imageRequest'
import { refuseMalformedUrl } from '@/server/proxy/malformedUrl'
import { checkPagePath, DRAFT_MODE_COOKIE, passesPathCheckNow, unknownPathResponse } from '@/server/proxy/pageRequest'

/**
 * Runs before Next.js sees a request, in the site's own HTTP server (src/server/http/siteServer.ts),
 * for the paths `proxyApplies` names. A thin
 * composition of small steps, each answering (or rewriting) the request or passing it on. What a
 * page request is gets decided once, here (src/domain/site/requestPath.ts); the steps after it see
 * page requests only: GET or HEAD of a path a page route answers.
 *
 * Order on a page request: canonical-spelling redirect, experiment, path check. An experiment wins over a
 * linked search (`/rebates/?zipcode=` on a page that runs one): the visitor gets the variant page
 * (the same one on every visit), whose rebate block then looks the search up in the browser as it
 * did before the server answered linked searches. The other way round the visitor would see the
 * control without being counted, and a returning visitor in variant b would see it change.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const malformed = refuseMalformedUrl(request)
  if (malformed) return malformed
  const image = refuseUnknownImageParameters(request)
  if (image) return image
  const { pathname, search } = request.nextUrl
  const kind = requestPathKind(pathname)
  if (kind === 'internal') return unknownPathResponse(request)
  if (kind !== 'page') return NextResponse.next()
  if (!PAGE_METHODS.has(request.method)) return methodNotAllowed()
  // One spelling, one cache entry: /fInd-a-DEAlER/, /%52ebates/ or /a%2Fb/ would each be a render of their own.
  const canonical = canonicalPagePath(pathname)
  if (canonical) return NextResponse.redirect(new URL(`${canonical}${search}`, request.nextUrl), 308)
  // A draft preview renders per request; experiments leave it alone, the path check asks Next
  // whether the cookie is valid (a forged one gets no pass).
  const draftCookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value
  const variant = draftCookie === undefined ? await experimentResponse(request) : null
  return variant ?? (await checkPagePath(request, draftCookie)) ?? NextResponse.next()
}

/**
 * Whether `proxy()` would pass this request untouched, decided from what this process already knows
 * and without building a `NextRequest` (most of the proxy's cost on a cached page): a GET or HEAD of
 * a page path in its one spelling, without % escapes or a draft-mode cookie, whose path check is
 * remembered as a plain known page and on which no experiment runs by the current list. Anything
 * else, or anything not known yet, is false and goes through `proxy()`, which also fills what this
 * reads. `search` is the query as sent ("" or "?a=b"); `cookie` the Cookie header.
 */
export function passesAtOnce(method: string | undefined, pathname: string, search: string, cookie: string | undefined): boolean {
  if (method === undefined || !PAGE_METHODS.has(method)) return false
  // An escape may be malformed (refuseMalformedUrl); the rest of the request is decoded nowhere here.
  if (pathname.includes('%') || search.includes('%')) return false
  if (cookie?.includes(DRAFT_MODE_COOKIE)) return false
  if (requestPathKind(pathname) !== 'page' || canonicalPagePath(pathname) !== null) return false
  return noExperimentOnPathNow(pathname) && passesPathCheckNow(pathname, search)
}

function methodNotAllowed(): NextResponse {
  return NextResponse.json(
    { error: 'Pages can only be read (GET or HEAD).' },
    { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } },
  )
}

/**
 * The paths the proxy looks at: pages only, for speed (docs/architecture.md, "Proxy"): not the APIs,
 * the admin, Next's files or the folders of public/, unless their path has a % escape
 * (refuseMalformedUrl checks those). Invented paths under the public/ folders are answered by a
 * rewrite in next.config.mjs instead; a public/ file outside them reaches the proxy and passes
 * (/api/site-paths knows the files). The image optimizer comes here for its parameters only
 * (src/server/proxy/imageRequest.ts). `pathname` is the path as sent (still percent-encoded).
 */
export function proxyApplies(pathname: string): boolean {
  if (pathname === '/_next/image') return true
  if (/^\/(?:api|admin|_next|img|geo|vendor)\/.*%/.test(pathname)) return true
  return !LEFT_ALONE.test(pathname)
}

const LEFT_ALONE =
  /^\/(?:api\/|api$|admin\/|admin$|_next\/static\/|_next\/image|img\/|geo\/|vendor\/|og-default\.png$|favicon\.ico$|icon\.svg$|apple-icon\.png$|robots\.txt$|sitemap\.xml$)/
