import { NextResponse } from 'next/server'
import { addressPlacesSource } from '@/server/places/addressPlaces'

// Read per request: the answer follows this process's PHOTON_URL, not the build's.
export const dynamic = 'force-dynamic'

/** What a picked address suggestion fills: `{fills: ["city","state","zip"]}` offline, plus "street" with Photon. */
export function GET() {
  return NextResponse.json({ fills: addressPlacesSource().fills }, { headers: { 'cache-control': 'public, max-age=300' } })
}
