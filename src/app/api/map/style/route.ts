import { NextResponse } from 'next/server'
import { loadEnv } from '@/lib/env'
import { pmtilesStyle } from '@/server/map/pmtilesStyle'

// Read per request: the answer follows this process's MAP_PMTILES_URL, not the build's.
export const dynamic = 'force-dynamic'

/** The dealer map's street style over the self-hosted PMTiles archive; 404 when none is configured. */
export function GET() {
  const env = loadEnv()
  if (!env.MAP_PMTILES_URL) return NextResponse.json({ error: 'No map archive is configured (MAP_PMTILES_URL).' }, { status: 404 })
  const style = pmtilesStyle({ archiveUrl: env.MAP_PMTILES_URL, glyphsUrl: env.MAP_GLYPHS_URL, siteUrl: env.SITE_URL })
  return NextResponse.json(style, { headers: { 'cache-control': 'public, max-age=3600' } })
}
