import { describe, expect, it } from 'vitest'
import { mapCityRows, pickCityLabels, type MapCityRow } from './mapCities'
import type { CityRow } from './types'

describe('mapCityRows', () => {
  it('keeps the cities of at least the given weight, biggest first', () => {
    const cities: CityRow[] = [
      ['Hoboken', 'NJ', 'US', 40.74, -74.03, '07030', 1],
      ['Brooklyn', 'NY', 'US', 40.65, -73.95, '11201', 51],
      ['New York', 'NY', 'US', 40.76, -73.98, '10111', 159],
      ['Bronx', 'NY', 'US', 40.85, -73.87, '10451', 26],
    ]
    expect(mapCityRows(cities, 4)).toEqual([
      ['New York', 40.76, -73.98, 159],
      ['Brooklyn', 40.65, -73.95, 51],
      ['Bronx', 40.85, -73.87, 26],
    ])
  })
})

describe('pickCityLabels', () => {
  // 1 degree = 100 px, origin at lon 0 / lat 0, y down.
  const project = (lon: number, lat: number) => ({ x: lon * 100, y: -lat * 100 + 400 })
  const view = { width: 400, height: 400 }
  const rows: MapCityRow[] = [
    ['Big', 2, 2, 100],
    ['Beside', 2.05, 2.1, 50],
    ['Outside', 2, 9, 40],
    ['Far', 1, 1, 10],
    ['Small', 3, 3, 5],
  ]

  it('draws the biggest cities in view, skipping labels that overlap a bigger one or leave the view', () => {
    expect(pickCityLabels(rows, project, view, 10).map((l) => l.name)).toEqual(['Big', 'Far', 'Small'])
  })

  it('leaves out a name that a pin or cluster on the map would cover, and the next city takes its place', () => {
    // A cluster drawn over the lower part of "Big"'s name (x 189-211, y 191-209), clear of "Beside" (y 186-204).
    const cluster = { left: 190, right: 200, top: 206, bottom: 215 }
    expect(pickCityLabels(rows, project, view, 10, [cluster]).map((l) => l.name)).toEqual(['Beside', 'Far', 'Small'])
  })

  it('stops at the maximum', () => {
    expect(pickCityLabels(rows, project, view, 2).map((l) => l.name)).toEqual(['Big', 'Far'])
  })
})
