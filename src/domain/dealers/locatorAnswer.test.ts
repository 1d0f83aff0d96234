import { describe, expect, it } from 'vitest'
import type { Dealer, DealerSearchResponse } from './dealerSchema'
import { linkedLocatorAnswer, linkedLocatorQuery } from './linkedLocatorSearch'
import { locatorAnswer } from './locatorAnswer'

const dealer = (companyID: number, bucket: number): Dealer => ({
  data: { companyID, name: `Dealer ${companyID}`, city: 'Toronto', state: 'ON', zipcode: 'M5V 3L9' },
  metaData: { dealer_url: '', average_rating: 4, total_review_count: 1, priority_ranking: 0 },
  location: { lat: 43.64, lon: -79.39 },
  searchInfo: { kind: 'radius', bucket },
})

const response = (partial: Partial<DealerSearchResponse> = {}): DealerSearchResponse => ({
  zipcode: 'M5V 3L9',
  city: 'Toronto',
  state: 'ON',
  count: 3,
  randomizeBuckets: [2],
  dealers: [dealer(1, 1), dealer(2, 2), dealer(3, 2)],
  nearby: [],
  origin: { lat: 43.64, lon: -79.39, country: 'CA' },
  ...partial,
})

// Math.random stand-in: 0 moves the last dealer of a shuffled bucket to its front.
const first = () => 0

describe('locatorAnswer', () => {
  it('names a postal code by the code and remembers the code the API answered for', () => {
    const answer = locatorAnswer('m5v 3l9', 'postalCode', response(), first)
    expect(answer).toMatchObject({ query: 'm5v 3l9', near: 'm5v 3l9', remembered: 'M5V 3L9', nearby: [], origin: { country: 'CA' } })
  })

  it('names a city "City, ST"; a Canadian city is remembered by name', () => {
    expect(locatorAnswer('Toronto', 'place', response(), first)).toMatchObject({ near: 'Toronto, ON', remembered: 'Toronto, ON' })
    const austin = response({ zipcode: '78701', city: 'Austin', state: 'TX', origin: { lat: 30.27, lon: -97.74, country: 'US' } })
    expect(locatorAnswer('Austin, TX', 'place', austin, first)).toMatchObject({ near: 'Austin, TX', remembered: '78701' })
  })

  it('shuffles only the buckets the API marks', () => {
    const ids = locatorAnswer('M5V 3L9', 'postalCode', response(), first).dealers.map((d) => d.data.companyID)
    expect(ids).toEqual([1, 3, 2])
    const kept = locatorAnswer('M5V 3L9', 'postalCode', response({ randomizeBuckets: [] }), first).dealers.map((d) => d.data.companyID)
    expect(kept).toEqual([1, 2, 3])
  })
})

describe('linked searches on the locator', () => {
  it('asks the server for a postal code as the locator would search it; a city or a malformed code is left to the browser', () => {
    expect(linkedLocatorQuery(' 10001 ')).toBe('10001')
    expect(linkedLocatorQuery('m5v-3l9')).toBe('M5V 3L9')
    expect(linkedLocatorQuery('1000')).toBeNull()
    expect(linkedLocatorQuery('Austin, TX')).toBeNull()
  })

  it('answers a place the server knows, with dealers or none; a code no place has is left to the browser', () => {
    expect(linkedLocatorAnswer('M5V 3L9', response(), first)?.dealers).toHaveLength(3)
    expect(linkedLocatorAnswer('99118', response({ zipcode: '99118', count: 0, dealers: [], origin: { lat: 48.9, lon: -118.6, country: 'US' } }), first)).toMatchObject({ dealers: [] })
    expect(linkedLocatorAnswer('00000', response({ zipcode: '00000', city: '', state: '', count: 0, dealers: [], origin: undefined }), first)).toBeNull()
  })
})
