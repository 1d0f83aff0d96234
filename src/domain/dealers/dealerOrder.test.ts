import { describe, expect, it } from 'vitest'
import { orderDealers, parseDealerOrder } from './dealerOrder'

const origin = { lat: 40.75, lon: -73.99, country: 'US' as const }
const at = (id: string, lat: number, lon: number) => ({ id, location: { lat, lon } })
// 12 mi, 53 mi, 2.9 mi: the order the design review saw for 10001.
const ranked = [at('bronx', 40.87, -73.86), at('danbury', 41.39, -73.45), at('ny', 40.79, -73.95), at('ny-twin', 40.79, -73.95)]

describe('orderDealers', () => {
  it('keeps the ranking for "Recommended"', () => {
    expect(orderDealers(ranked, 'recommended', origin).map((d) => d.id)).toEqual(['bronx', 'danbury', 'ny', 'ny-twin'])
  })
  it('sorts by distance for "Nearest first", equal distances in ranking order', () => {
    expect(orderDealers(ranked, 'nearest', origin).map((d) => d.id)).toEqual(['ny', 'ny-twin', 'bronx', 'danbury'])
  })
  it('keeps the ranking when the search has no origin', () => {
    expect(orderDealers(ranked, 'nearest', undefined).map((d) => d.id)).toEqual(['bronx', 'danbury', 'ny', 'ny-twin'])
  })
  it('reads anything unknown as "Recommended"', () => {
    expect(parseDealerOrder('nearest')).toBe('nearest')
    expect(parseDealerOrder('distance')).toBe('recommended')
    expect(parseDealerOrder(null)).toBe('recommended')
  })
})
