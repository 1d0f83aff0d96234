/**
 * Polygon simplification for the offline base map.
 *
 * Neighbouring states share border vertices. Simplifying each ring on its own would
 * drop different vertices on each side and open slivers between them, so rings are
 * cut into chains at junctions (vertices where the set of rings using a point changes)
 * and every chain is simplified once, in a canonical direction, and reused by both sides.
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson'

type Ring = Position[]
type PolygonCoords = Ring[]

const key = (p: Position): string => `${p[0]},${p[1]}`

export function roundPosition(p: Position, decimals: number): Position {
  const f = 10 ** decimals
  return [Math.round((p[0] ?? 0) * f) / f, Math.round((p[1] ?? 0) * f) / f]
}

function perpendicularDistance(p: Position, a: Position, b: Position): number {
  const [px, py] = p as [number, number]
  const [ax, ay] = a as [number, number]
  const [bx, by] = b as [number, number]
  const dx = bx - ax
  const dy = by - ay
  if (dx === 0 && dy === 0) return Math.hypot(px - ax, py - ay)
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** Iterative Douglas-Peucker; always keeps both ends. */
export function douglasPeucker(points: Position[], tolerance: number): Position[] {
  if (points.length <= 2) return points.slice()
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const stack: Array<[number, number]> = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number]
    let maxDist = 0
    let index = -1
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(points[i] as Position, points[first] as Position, points[last] as Position)
      if (d > maxDist) {
        maxDist = d
        index = i
      }
    }
    if (index !== -1 && maxDist > tolerance) {
      keep[index] = 1
      stack.push([first, index], [index, last])
    }
  }
  return points.filter((_, i) => keep[i] === 1)
}

function polygonsOf(feature: Feature<Polygon | MultiPolygon, unknown>): PolygonCoords[] {
  const g = feature.geometry
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates
}

function dedupe(ring: Ring): Ring {
  const out: Ring = []
  for (const p of ring) {
    const prev = out[out.length - 1]
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) out.push(p)
  }
  return out
}

/** Twice the signed area (shoelace); used to drop rings that collapse to nothing. */
function ringArea(ring: Ring): number {
  let a = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const pi = ring[i] as [number, number]
    const pj = ring[j] as [number, number]
    a += (pj[0] - pi[0]) * (pj[1] + pi[1])
  }
  return Math.abs(a) / 2
}

export interface SimplifyOptions {
  /** Douglas-Peucker tolerance in degrees. */
  tolerance: number
  /** Decimal places kept in the output. */
  decimals: number
  /** Rings (islands, lakes) smaller than this area in square degrees are dropped. */
  minRingArea: number
}

/**
 * Simplifies every polygon of the collection with shared borders kept identical.
 * Input coordinates are rounded first so that vertices shared by two features match.
 */
export function simplifyCollection<P>(
  collection: FeatureCollection<Polygon | MultiPolygon, P>,
  options: SimplifyOptions,
): FeatureCollection<Polygon | MultiPolygon, P> {
  const { tolerance, decimals, minRingArea } = options

  // 1. Round, dedupe, open each ring (drop the closing point) and count ring usage per vertex.
  const rounded = collection.features.map((feature) =>
    polygonsOf(feature).map((polygon) =>
      polygon
        .map((ring) => {
          const r = dedupe(ring.map((p) => roundPosition(p, decimals + 2)))
          if (r.length > 1 && key(r[0] as Position) === key(r[r.length - 1] as Position)) r.pop()
          return r
        })
        .filter((ring) => ring.length >= 3),
    ),
  )
  const usage = new Map<string, Set<number>>()
  let ringId = 0
  for (const feature of rounded) {
    for (const polygon of feature) {
      for (const ring of polygon) {
        const id = ringId++
        for (const p of ring) {
          const k = key(p)
          let s = usage.get(k)
          if (!s) usage.set(k, (s = new Set()))
          s.add(id)
        }
      }
    }
  }
  const signature = (p: Position): string => [...(usage.get(key(p)) ?? [])].sort((a, b) => a - b).join(',')

  // 2. Cut rings at junctions and simplify each chain once (cached by its canonical key).
  const chainCache = new Map<string, Position[]>()
  const simplifyChain = (chain: Position[]): Position[] => {
    const forward = key(chain[0] as Position) <= key(chain[chain.length - 1] as Position)
    const canonical = forward ? chain : chain.slice().reverse()
    const cacheKey = canonical.map(key).join(';')
    let result = chainCache.get(cacheKey)
    if (!result) {
      result = douglasPeucker(canonical, tolerance)
      chainCache.set(cacheKey, result)
    }
    return forward ? result : result.slice().reverse()
  }

  const simplifyRing = (ring: Ring): Ring => {
    const n = ring.length
    const sigs = ring.map(signature)
    const junctions: number[] = []
    for (let i = 0; i < n; i++) {
      const prev = sigs[(i - 1 + n) % n]
      const next = sigs[(i + 1) % n]
      if (prev !== sigs[i] || next !== sigs[i]) junctions.push(i)
    }
    if (junctions.length === 0) {
      // A ring that shares nothing: anchor it at its lexicographically smallest vertex so the
      // result does not depend on where the source happened to start the ring.
      let start = 0
      for (let i = 1; i < n; i++) if (key(ring[i] as Position) < key(ring[start] as Position)) start = i
      const rotated = [...ring.slice(start), ...ring.slice(0, start), ring[start] as Position]
      const mid = Math.floor(rotated.length / 2)
      const a = douglasPeucker(rotated.slice(0, mid + 1), tolerance)
      const b = douglasPeucker(rotated.slice(mid), tolerance)
      return [...a, ...b.slice(1)]
    }
    const out: Ring = []
    for (let j = 0; j < junctions.length; j++) {
      const from = junctions[j] as number
      const to = junctions[(j + 1) % junctions.length] as number
      const chain: Position[] = []
      for (let i = from; ; i = (i + 1) % n) {
        chain.push(ring[i] as Position)
        if (i === to && chain.length > 1) break
      }
      const simplified = simplifyChain(chain)
      out.push(...(out.length === 0 ? simplified : simplified.slice(1)))
    }
    return out
  }

  const features = collection.features.map((feature, fi) => {
    const polygons: PolygonCoords[] = []
    for (const polygon of rounded[fi] ?? []) {
      const rings: Ring[] = []
      for (const [ri, ring] of polygon.entries()) {
        const simplified = dedupe(simplifyRing(ring).map((p) => roundPosition(p, decimals)))
        const first = simplified[0]
        const last = simplified[simplified.length - 1]
        if (first && last && key(first) !== key(last)) simplified.push(first)
        if (simplified.length < 4 || ringArea(simplified) < minRingArea) {
          if (ri === 0) break // the outer ring vanished: drop the whole polygon
          continue
        }
        rings.push(simplified)
      }
      if (rings.length > 0) polygons.push(rings)
    }
    const geometry: Polygon | MultiPolygon =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] as PolygonCoords }
        : { type: 'MultiPolygon', coordinates: polygons }
    return { type: 'Feature' as const, properties: feature.properties, geometry }
  })
  return { type: 'FeatureCollection', features: features.filter((f) => f.geometry.coordinates.length > 0) }
}
