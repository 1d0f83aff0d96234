import { describe, expect, it } from 'vitest'

import { dealerBucket } from './rankDealers'
import { createDealerIndex, type DealerIndexEntry, type SearchPlace } from './searchDealers'

const PLACE: SearchPlace = { lat: 30, lon: -97, postalCode: '78701', country: 'US' }
const MILES_PER_DEGREE_OF_LATITUDE = 69.09

/** A Customer Care dealer `miles` north of the searched place, covering it by its 100-mile radius. */
const dealer = (companyID: number, miles: number, over: Partial<DealerIndexEntry> = {}): DealerIndexEntry => ({
  companyID,
  lat: PLACE.lat + miles / MILES_PER_DEGREE_OF_LATITUDE,
  lon: PLACE.lon,
  radiusMiles: 100,
  dealerType: 'CC',
  active: true,
  postalCode: '76000',
  city: 'Town',
  state: 'TX',
  ...over,
})

/** The order the search gives these dealers. */
const ranked = (dealers: DealerIndexEntry[]) => createDealerIndex(dealers).search(PLACE).hits.map((hit) => hit.companyID)

describe('dealerBucket', () => {
  it('puts listing Customer Care dealers first, radius Customer Care second, all others third', () => {
    expect(dealerBucket(true, 'servicedPostalCode')).toBe(1)
    expect(dealerBucket(true, 'radius')).toBe(2)
    expect(dealerBucket(false, 'servicedPostalCode')).toBe(3)
    expect(dealerBucket(false, 'radius')).toBe(3)
  })
})

describe('search ranking', () => {
  it('orders by bucket before anything else', () => {
    const other = dealer(1, 2, { dealerType: 'NON-CC', priority_ranking: 9, score: 100 })
    const byRadius = dealer(2, 60)
    const listing = dealer(3, 80, { servicedPostalCodes: ['78701'] })
    expect(ranked([other, byRadius, listing])).toEqual([3, 2, 1])
  })

  it('puts higher priority_ranking (featured) first inside a bucket, even when farther', () => {
    expect(ranked([dealer(1, 1), dealer(2, 45, { priority_ranking: 3 })])).toEqual([2, 1])
  })

  it('compares distance by band (10 / 25 / 50 miles), so score decides inside a band', () => {
    expect(ranked([dealer(1, 2, { score: 10 }), dealer(2, 9, { score: 90 }), dealer(3, 11, { score: 100 })])).toEqual([2, 1, 3])
    expect(ranked([dealer(1, 30, { score: 100 }), dealer(2, 24, { score: 0 }), dealer(3, 55, { score: 100 })])).toEqual([2, 1, 3])
  })

  it('breaks full ties by companyID', () => {
    expect(ranked([dealer(9, 5), dealer(3, 5), dealer(5, 5)])).toEqual([3, 5, 9])
  })
})
