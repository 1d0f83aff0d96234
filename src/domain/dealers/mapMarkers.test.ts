import { describe, expect, it } from 'vitest'
import { spreadMarkers } from './mapMarkers'

describe('spreadMarkers', () => {
  it('leaves lone markers in place and spreads markers that share a point apart', () => {
    const offsets = spreadMarkers([
      { id: 1, lat: 40.75, lon: -73.99 },
      { id: 2, lat: 40.750001, lon: -73.990001 },
      { id: 3, lat: 40.75, lon: -73.99 },
      { id: 4, lat: 41, lon: -74 },
    ])
    expect(offsets.find((o) => o.id === 4)).toEqual({ id: 4, x: 0, y: 0 })
    const shared = offsets.filter((o) => o.id !== 4)
    for (let i = 0; i < shared.length; i++) {
      for (let j = i + 1; j < shared.length; j++) {
        const a = shared[i]!
        const b = shared[j]!
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(21.5)
      }
    }
  })
})
