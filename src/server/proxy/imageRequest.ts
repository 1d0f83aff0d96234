import { NextResponse, type NextRequest } from 'next/server'

/** The parameters Next's image optimizer reads; anything else only makes the same image a new URL. */
const IMAGE_PARAMETERS: ReadonlySet<string> = new Set(['url', 'w', 'q'])

/**
 * `/_next/image` resizes per URL and keeps each answer on disk: an extra parameter (`&x=1`) or a
 * query on the source (`url=/img/a.jpg?x=1`) would be a fresh resize and a new disk entry for the
 * same picture. Refused with a 400 here; the source's own query is refused by the images config
 * (`localPatterns` with an empty `search`, next.config.mjs).
 */
export function refuseUnknownImageParameters(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (pathname !== '/_next/image') return null
  const names = [...searchParams.keys()]
  const unknown = names.filter((name) => !IMAGE_PARAMETERS.has(name))
  const repeated = names.length !== new Set(names).size
  if (unknown.length === 0 && !repeated) return null
  const error = repeated ? 'Each image parameter (url, w, q) may be given once.' : `Unknown image parameter: ${unknown.join(', ')}. Only url, w and q are read.`
  return NextResponse.json({ error }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}
