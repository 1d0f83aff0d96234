/**
 * What the dealer map loads, and one way to load each, shared by the map (DealerMap) and by the
 * code that shows it (MapView): the map starts all of it as soon as a map is asked for, while React
 * still shows the "Loading map" state, instead of after its own code has arrived and rendered.
 */

/** MapLibre's worker, copied from the package (see docs/locator.md); versioned, so cached for good. */
export const MAPLIBRE_WORKER_URL = '/vendor/maplibre-gl-worker-6.17.0.js'

let maplibre: Promise<typeof import('maplibre-gl')> | undefined

/**
 * MapLibre's code, once per page, with its workers started (`prewarm`: they fetch and read their
 * script while the map's own code is still on its way).
 */
export function loadMapLibre(): Promise<typeof import('maplibre-gl')> {
  maplibre ??= import('maplibre-gl').then((module) => {
    module.setWorkerUrl(MAPLIBRE_WORKER_URL)
    module.prewarm()
    return module
  })
  return maplibre
}
