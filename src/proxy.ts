import { NextResponse, type NextRequest } from 'next/server'
import { experimentResponse } from '@/server/experiments/proxy'

/** Runs before page requests: experiment assignment (src/server/experiments/proxy.ts). */
export async function proxy(request: NextRequest) {
  return (await experimentResponse(request)) ?? NextResponse.next()
}

export const config = {
  // Pages only: not the APIs, the admin, Next's own files or anything with a file extension.
  matcher: ['/((?!api/|admin|_next/|next/|.*\\.[a-z0-9]+$).*)'],
}
