import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dealerSchema } from '@/domain/dealers/dealerSchema'
import type { Dealer as DealerDoc } from '@/payload-types'
import { dealersJson, indexDealers } from './dealerSearchIndex'

const AUSTIN = { lat: 30.2713, lon: -97.7426, postalCode: '78701', country: 'US' }

const doc = (companyID: number, lat: number, over: Partial<DealerDoc> = {}): DealerDoc => ({
  id: companyID,
  data: { companyID, name: `SAMPLE HEATING ${companyID}`, zipcode: '78701', city: 'Austin', state: 'TX', dealerType: 'CC', phone1: '' },
  metaData: { dealer_url: `/dealers/sample-heating-${companyID}/`, average_rating: 4.5, total_review_count: 3, priority_ranking: 0 },
  location: { lat, lon: -97.74 },
  serviceArea: { radiusMiles: 50 },
  active: true,
  updatedAt: '',
  createdAt: '',
  ...over,
})

describe('the dealer search JSON (what GET /api/dealers/locations answers)', () => {
  const loaded = indexDealers([doc(1, 30.3), doc(2, 30.28, { metaData: { priority_ranking: 2 } }), doc(3, 30.27, { active: false })])

  it('lists the active dealers in rank order, each joined with its searchInfo, as the Dealer entity', () => {
    const { json, count } = dealersJson(loaded, loaded.index.search(AUSTIN))
    const dealers = z.array(dealerSchema).parse(JSON.parse(json))
    expect(count).toBe(2)
    expect(dealers.map((dealer) => [dealer.data.companyID, dealer.searchInfo])).toEqual([
      [2, { kind: 'radius', bucket: 2 }],
      [1, { kind: 'radius', bucket: 2 }],
    ])
    // Empty values are left out rather than sent as "" or null.
    expect(dealers[0]?.data).not.toHaveProperty('phone1')
    expect(loaded.size).toBe(2)
  })

  it('answers an empty list when nothing covers the place', () => {
    expect(dealersJson(loaded, loaded.index.search({ lat: 47.6, lon: -122.3, postalCode: '98101', country: 'US' }))).toEqual({ json: '[]', count: 0 })
  })
})
