import { NextResponse, type NextRequest } from 'next/server'
import { parsePlacesQuery, PLACES_DEFAULT_LIMIT } from '@/domain/dealers/placesQuery'
import { addressPlacesSource } from '@/server/places/addressPlaces'

export const dynamic = 'force-dynamic'

/**
 * Address autocomplete: places for what the visitor typed, US and Canada only. The offline places
 * (ZIP / FSA / city prefix) by default; with PHOTON_URL, a Photon geocoder's houses, streets and
 * cities (docs/configuration.md). An answer given by the offline places after a Photon failure is
 * cached for a minute only.
 */
export async function GET(request: NextRequest) {
  const parsed = parsePlacesQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return NextResponse.json({ error: parsed.error }, { status: 400 })
  const { q, limit = PLACES_DEFAULT_LIMIT } = parsed.query
  const { places, fallback } = await addressPlacesSource().suggest(q, limit)
  return NextResponse.json({ places }, { headers: { 'cache-control': `public, max-age=${fallback ? 60 : 3600}` } })
}
