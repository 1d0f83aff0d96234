import { describe, expect, it } from 'vitest'

import {
  dealerSchema,
  dealerSearchResponseSchema,
  providerFlag,
  reviewSchema,
  reviewsPageSchema,
  type Dealer,
} from './dealerSchema'

const dealer: Dealer = {
  data: {
    companyID: 1234,
    dealer_guid: '7f0c2a8e-1111-4a4a-9999-000000000001',
    brandID: 'AS',
    name: 'Sample Riverbend Heating & Air',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    country: 'US',
    phone1: '(512) 555-0142',
    email: 'office@riverbend.example.com',
    dealerType: 'CC',
    emergencyService: true,
    nateCertified: false,
    charterMemberDate: '1998-06-01',
    score: 87,
    totalResponseCount: 12,
    dealerInfo: { data: { state: 'TX', dbaName: 'Riverbend', weekHours: { mon: '8:00 AM - 5:00 PM', sun: 'Closed' } } },
  },
  metaData: { dealer_url: '/dealers/x-austin-tx-1234/', average_rating: 4.6, total_review_count: 14, priority_ranking: 0 },
  fuseInfo: { pool: 'A', targetPhone: '(512) 555-0100' },
  location: { lat: 30.27, lon: -97.74 },
  searchInfo: { kind: 'servicedPostalCode', bucket: 1 },
  whodis: { routingGroupID: 'rg-1', assignedNumbers: [{ numberType: 'tracking', phoneNumber: '(512) 555-0199' }] },
}

describe('dealerSchema', () => {
  it('accepts a complete dealer and keeps extra assigned-number fields', () => {
    const parsed = dealerSchema.parse(dealer)
    expect(parsed).toEqual(dealer)
    expect(parsed.whodis?.assignedNumbers?.[0]).toHaveProperty('phoneNumber', '(512) 555-0199')
  })

  it('accepts a dealer whose data is empty: every data field is optional', () => {
    expect(dealerSchema.safeParse({ ...dealer, data: {} }).success).toBe(true)
  })

  it.each([
    ['negative score', { ...dealer, data: { ...dealer.data, score: -1 } }],
    ['fractional score', { ...dealer, data: { ...dealer.data, score: 1.5 } }],
    ['string flag', { ...dealer, data: { ...dealer.data, nateCertified: 'Y' } }],
    ['rating above 5', { ...dealer, metaData: { ...dealer.metaData, average_rating: 5.1 } }],
    ['negative review count', { ...dealer, metaData: { ...dealer.metaData, total_review_count: -2 } }],
    ['bad charter date', { ...dealer, data: { ...dealer.data, charterMemberDate: 'June 1998' } }],
    ['unknown search kind', { ...dealer, searchInfo: { kind: 'magic', bucket: 1 } }],
    ['missing location', { ...dealer, location: undefined }],
  ])('rejects %s', (_, value) => {
    expect(dealerSchema.safeParse(value).success).toBe(false)
  })
})

describe('dealerSearchResponseSchema', () => {
  it('defaults nearby to an empty list for provider responses without it', () => {
    const parsed = dealerSearchResponseSchema.parse({
      zipcode: '78701',
      city: 'Austin',
      state: 'TX',
      count: 1,
      randomizeBuckets: [3],
      dealers: [dealer],
    })
    expect(parsed.nearby).toEqual([])
  })

  it('rejects a list that is not an array', () => {
    expect(
      dealerSearchResponseSchema.safeParse({ zipcode: '1', city: '', state: '', count: 0, randomizeBuckets: [], dealers: {} }).success,
    ).toBe(false)
  })
})

describe('reviews', () => {
  const review = { author_name: 'Pat S.', rating: 5, date: '2026-03-01', text: 'Great.', owner_response: null }

  it('accepts reviews with or without owner responses', () => {
    expect(reviewSchema.safeParse(review).success).toBe(true)
    expect(
      reviewSchema.safeParse({ ...review, owner_response: 'Thanks!', owner_response_date: '2026-03-02T10:00:00Z' }).success,
    ).toBe(true)
    expect(reviewSchema.safeParse({ ...review, rating: 0 }).success).toBe(false)
  })

  it('validates a page of reviews', () => {
    expect(reviewsPageSchema.safeParse({ reviews: [review], page: 1, pageAmount: 10, total: 1 }).success).toBe(true)
    expect(reviewsPageSchema.safeParse({ reviews: [review], page: 0, pageAmount: 10, total: 1 }).success).toBe(false)
  })
})

describe('providerFlag', () => {
  it('reads the provider flag spellings', () => {
    expect(['Y', 'true', 'yes', '1', true, 1].map(providerFlag)).toEqual([true, true, true, true, true, true])
    expect(['N', 'false', 'no', '0', '', false, 0].map(providerFlag)).toEqual([false, false, false, false, false, false, false])
    expect(['maybe', null, 2, {}].map(providerFlag)).toEqual([undefined, undefined, undefined, undefined])
  })
})
