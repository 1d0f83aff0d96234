import { NextResponse, type NextRequest } from 'next/server'

/**
 * A URL whose % escapes do not decode ("/%E0%A4%A/") or that carries a NUL ("%00") names nothing:
 * answered 400 with a message here, before any route tries to decode it.
 */
export function refuseMalformedUrl(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
    decodeURIComponent(search.replace(/\+/g, ' '))
  } catch {
    return badRequest('The address is malformed: a % must be followed by two hexadecimal digits.')
  }
  if (decoded.includes('\u0000')) return badRequest('The address must not contain a NUL character (%00).')
  return null
}

function badRequest(message: string): NextResponse {
  return NextResponse.json({ error: message }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}
