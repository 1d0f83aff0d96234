import { NextResponse, type NextRequest } from 'next/server'
import { parsePlacesQuery, PLACES_DEFAULT_LIMIT } from '@/domain/dealers/placesQuery'
import { getGeoIndex } from '@/server/geo/geoIndex'

/** Address autocomplete (offline adapter): places by ZIP / FSA / city prefix, US and Canada only. */
export function GET(request: NextRequest) {
  const parsed = parsePlacesQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return NextResponse.json({ error: parsed.error }, { status: 400 })
  const { q, limit = PLACES_DEFAULT_LIMIT } = parsed.query
  const places = getGeoIndex()
    .suggestPlaces(q, limit)
    .filter((place) => place.country === 'US' || place.country === 'CA')
  return NextResponse.json({ places }, { headers: { 'cache-control': 'public, max-age=3600' } })
}
