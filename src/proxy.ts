import { NextResponse, type NextRequest } from 'next/server'
import { experimentResponse } from '@/server/experiments/proxy'
import { refuseMalformedUrl } from '@/server/proxy/malformedUrl'
import { rewritePagePath } from '@/server/proxy/pageRequest'

/** Page requests: not the APIs, the admin, Next's own files or anything with a file extension. */
const PAGE_REQUEST = /^\/(?!api\/|admin(?:\/|$)|_next\/|next\/)(?!.*\.[a-z0-9]+$)/i

/**
 * Runs before every route (Next.js 16 proxy, Node.js runtime). A thin composition: each step is a
 * small function that answers (or rewrites) the request, or returns null to pass it on.
 * Experiments come before the page-path check (unknown paths, linked searches): their variant routes are known pages.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const malformed = refuseMalformedUrl(request)
  if (malformed) return malformed
  if (PAGE_REQUEST.test(request.nextUrl.pathname)) {
    const routed = (await experimentResponse(request)) ?? (await rewritePagePath(request))
    if (routed) return routed
  }
  return NextResponse.next()
}

export const config = {
  // Not Next's own assets.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
