import type { CityRow } from './types'

/**
 * City names for the offline base map (public/geo/map-cities.json): the bigger cities of the city
 * index, drawn by the map as plain HTML labels. The base map has no glyphs (a MapLibre text layer
 * needs a font server), and a few labels are all a dealer map needs to be read.
 */

/** [name, lat, lon, weight]; weight = ZIPs or FSAs that carry the name, our measure of size. */
export type MapCityRow = [name: string, lat: number, lon: number, weight: number]

export interface MapCitiesFile {
  version: 1
  rows: MapCityRow[]
}

/** Cities with at least this many ZIPs/FSAs: ~900 of them, 31 KB (12 KB gzip). */
export const MAP_CITY_MIN_WEIGHT = 4

/** The labelled cities, biggest first (ties by name), so a reader can stop at the first N that fit. */
export function mapCityRows(cities: readonly CityRow[], minWeight: number = MAP_CITY_MIN_WEIGHT): MapCityRow[] {
  return cities
    .filter((row) => row[6] >= minWeight)
    .map(([name, , , lat, lon, , weight]): MapCityRow => [name, lat, lon, weight])
    .sort((a, b) => b[3] - a[3] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
}

export interface PlacedLabel {
  name: string
  lat: number
  lon: number
}

/** Room a label takes on screen, in px, for the overlap test: the map measures its own text. */
export interface LabelBox {
  width: (name: string) => number
  height: number
}

/** About 13 px bold text, where nothing can be measured. */
const DEFAULT_BOX: LabelBox = { width: (name) => name.length * 8.5, height: 20 }

/** A screen rectangle, in px from the map's top left. */
export interface ScreenRect {
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * The labels to draw in the current view: the biggest cities whose label lies inside the view and
 * does not overlap a bigger city's nor anything in `avoid` (the dealer pins, clusters and home pin
 * on the map: a name under a cluster reads as part of it), at most `max`. `project` gives the screen
 * point of a place.
 */
export function pickCityLabels(
  rows: readonly MapCityRow[],
  project: (lon: number, lat: number) => { x: number; y: number },
  view: { width: number; height: number },
  max: number,
  avoid: readonly ScreenRect[] = [],
  box: LabelBox = DEFAULT_BOX,
): PlacedLabel[] {
  const taken: ScreenRect[] = [...avoid]
  const picked: PlacedLabel[] = []
  for (const [name, lat, lon] of rows) {
    if (picked.length >= max) break
    const { x, y } = project(lon, lat)
    const half = box.width(name) / 2
    const rect = { left: x - half, right: x + half, top: y - box.height / 2, bottom: y + box.height / 2 }
    if (rect.left < 0 || rect.top < 0 || rect.right > view.width || rect.bottom > view.height) continue
    if (taken.some((t) => rect.left < t.right && rect.right > t.left && rect.top < t.bottom && rect.bottom > t.top)) continue
    taken.push(rect)
    picked.push({ name, lat, lon })
  }
  return picked
}
