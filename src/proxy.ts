import { NextResponse, type NextRequest } from 'next/server'
import { refuseMalformedUrl } from '@/server/proxy/malformedUrl'
import { rewriteUnknownPagePath } from '@/server/proxy/unknownPagePath'

/**
 * Runs before every route (Next.js 16 proxy, Node.js runtime). A thin composition: each step is a
 * small function that answers (or rewrites) the request, or returns null to pass it on.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  return refuseMalformedUrl(request) ?? (await rewriteUnknownPagePath(request)) ?? NextResponse.next()
}

export const config = {
  // Not Next's own assets.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
