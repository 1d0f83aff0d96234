import { NextResponse, type NextRequest } from 'next/server'
import { parsePlacesQuery } from '@/domain/dealers/placesQuery'
import { getGeoIndex } from '@/server/geo/geoIndex'

/**
 * The locator's city search: "Austin, TX" -> a place with its representative ZIP / FSA.
 * Answers 200 with { kind: place | ambiguous | not_found | invalid } (a miss is an answer, not an error).
 */
export function GET(request: NextRequest) {
  const parsed = parsePlacesQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return NextResponse.json({ error: parsed.error }, { status: 400 })
  const result = getGeoIndex().resolvePlace(parsed.query.q)
  return NextResponse.json(result, { headers: { 'cache-control': 'public, max-age=3600' } })
}
