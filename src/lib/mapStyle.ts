/**
 * The style of the dealer map's street adapter (a self-hosted PMTiles archive, MAP_PMTILES_URL):
 * served by src/app/api/map/style/route.ts, loaded by DealerMap, which then registers the `pmtiles`
 * protocol (and only then loads its code).
 */
export const PMTILES_STYLE_PATH = '/api/map/style'

/** The map style the locator hands to the browser: MAP_STYLE_URL, else the PMTiles style when an archive is set, else none (offline). */
export function dealerMapStyleUrl(env: { MAP_STYLE_URL?: string; MAP_PMTILES_URL?: string }): string | undefined {
  return env.MAP_STYLE_URL ?? (env.MAP_PMTILES_URL ? PMTILES_STYLE_PATH : undefined)
}
