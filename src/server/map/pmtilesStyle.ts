import { layers, namedFlavor } from '@protomaps/basemaps'
import type { StyleSpecification } from 'maplibre-gl'

/**
 * The street map of a self-hosted PMTiles archive (MAP_PMTILES_URL, docs/locator.md "Street map"):
 * the Protomaps base map's "light" style over the archive, read by the browser with HTTP range
 * requests through the `pmtiles` protocol. Place and street names need glyphs (a font server): only
 * with MAP_GLYPHS_URL, a self-hosted copy of the Protomaps fonts; without it the map has no text
 * layers and the locator draws its own city labels (DealerMap).
 */
export interface PmtilesStyleOptions {
  /** The archive: a path on this site ("/tiles/us.pmtiles") or an http(s) URL. */
  archiveUrl: string
  /** Glyphs, "{fontstack}/{range}.pbf" in it; unset = no labels. */
  glyphsUrl?: string
  /** Resolves a path against the site's own address (the pmtiles protocol needs a full URL). */
  siteUrl: string
}

export const PMTILES_SOURCE = 'protomaps'
const ATTRIBUTION = '<a href="https://openstreetmap.org/copyright">© OpenStreetMap</a>, Protomaps'

export function pmtilesStyle({ archiveUrl, glyphsUrl, siteUrl }: PmtilesStyleOptions): StyleSpecification {
  const archive = new URL(archiveUrl, `${siteUrl}/`).href
  const style: StyleSpecification = {
    version: 8,
    sources: { [PMTILES_SOURCE]: { type: 'vector', url: `pmtiles://${archive}`, attribution: ATTRIBUTION } },
    layers: layers(PMTILES_SOURCE, namedFlavor('light'), glyphsUrl ? { lang: 'en' } : {}),
  }
  if (glyphsUrl) style.glyphs = new URL(glyphsUrl, `${siteUrl}/`).href.replace(/%7B/g, '{').replace(/%7D/g, '}')
  return style
}
