import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FeatureCollection, Polygon, Position } from 'geojson'
import { describe, expect, it } from 'vitest'
import { douglasPeucker, simplifyCollection } from './simplify'

describe('douglasPeucker', () => {
  it('keeps the ends and drops points within the tolerance', () => {
    const line: Position[] = [[0, 0], [1, 0.001], [2, -0.001], [3, 0]]
    expect(douglasPeucker(line, 0.01)).toEqual([[0, 0], [3, 0]])
    expect(douglasPeucker([[0, 0], [1, 1], [2, 0]], 0.5)).toEqual([[0, 0], [1, 1], [2, 0]])
  })
})

describe('simplifyCollection', () => {
  it('simplifies a border shared by two polygons identically on both sides', () => {
    // Two squares sharing a wiggly vertical border at x = 1.
    // Wiggles close to the tolerance: which of them survive depends on the chain's end points,
    // so simplifying each ring on its own would keep different vertices on each side.
    const border: Position[] = Array.from({ length: 41 }, (_, i) => [
      Math.round((1 + 0.015 * Math.sin(i * 1.7) + (i === 20 ? 0.2 : 0)) * 1e4) / 1e4,
      i / 40,
    ])
    const left: Position[] = [[0, 0], ...border, [0, 1], [0, 0]]
    const right: Position[] = [[2, 0.3], [2, 1], ...[...border].reverse(), [2, 0], [2, 0.3]]
    const fc: FeatureCollection<Polygon, { id: string }> = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { id: 'L' }, geometry: { type: 'Polygon', coordinates: [left] } },
        { type: 'Feature', properties: { id: 'R' }, geometry: { type: 'Polygon', coordinates: [right] } },
      ],
    }
    const out = simplifyCollection(fc, { tolerance: 0.02, decimals: 4, minRingArea: 0 })
    const ring = (i: number): string[] =>
      ((out.features[i]?.geometry.coordinates as Position[][])[0] ?? []).map((p) => p.join(','))
    const onBorder = (ps: string[]): string[] => [...new Set(ps.filter((p) => Math.abs(Number(p.split(',')[0]) - 1) < 0.5))].sort()
    expect(ring(0).length).toBeLessThan(left.length)
    expect(onBorder(ring(0))).toEqual(onBorder(ring(1)))
    expect(onBorder(ring(0)).some((p) => p.endsWith(',0.5'))).toBe(true) // the real bend survives
  })
})

describe('public/geo/basemap.json', () => {
  const file = path.resolve(import.meta.dirname, '../../public/geo/basemap.json')
  const basemap = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon, { name: string; code: string; country: string }>

  it('has every state and province with name, code and country, and stays small', () => {
    const codes = basemap.features.map((f) => `${f.properties.country}-${f.properties.code}`)
    expect(codes).toEqual(expect.arrayContaining(['US-TX', 'US-DC', 'US-PR', 'US-AK', 'US-HI', 'CA-ON', 'CA-QC', 'CA-NL', 'CA-NU']))
    expect(codes).not.toContain('CA-NF')
    expect(basemap.features).toHaveLength(56 + 13)
    for (const f of basemap.features) expect(f.properties.name).not.toBe('')
    expect(statSync(file).size).toBeLessThan(1.5 * 1024 * 1024)
  })
})
