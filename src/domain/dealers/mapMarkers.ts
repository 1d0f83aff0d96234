/** Map markers of dealers that share an address (the locator's map view). */

export interface MarkerPoint {
  id: number
  lat: number
  lon: number
}

export interface MarkerOffset {
  id: number
  /** Pixel offset from the marker's own point: x to the right, y down. */
  x: number
  y: number
}

/** Pixel distance between markers spread around a shared point. */
export const MARKER_SPREAD_PX = 22

/**
 * Markers whose points are equal to about 10 m (5 decimals) share a spot; each group is laid
 * out on a small circle in screen pixels so every marker stays visible and clickable at any zoom.
 * Single markers get a zero offset. Order inside a group follows the input order.
 */
export function spreadMarkers(points: readonly MarkerPoint[], spacingPx: number = MARKER_SPREAD_PX): MarkerOffset[] {
  const groups = new Map<string, MarkerPoint[]>()
  for (const point of points) {
    const key = `${point.lat.toFixed(5)},${point.lon.toFixed(5)}`
    const group = groups.get(key)
    if (group) group.push(point)
    else groups.set(key, [point])
  }
  const offsets = new Map<number, MarkerOffset>()
  for (const group of groups.values()) {
    if (group.length === 1) {
      const only = group[0] as MarkerPoint
      offsets.set(only.id, { id: only.id, x: 0, y: 0 })
      continue
    }
    // Circle whose chord between neighbours is `spacingPx`.
    const radius = spacingPx / (2 * Math.sin(Math.PI / group.length))
    group.forEach((point, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / group.length
      offsets.set(point.id, {
        id: point.id,
        x: Math.round(radius * Math.cos(angle) * 10) / 10,
        y: Math.round(radius * Math.sin(angle) * 10) / 10,
      })
    })
  }
  return points.map((p) => offsets.get(p.id) as MarkerOffset)
}
