import { describe, expect, it } from 'vitest'
import { dealerAddressLines, localBusinessJsonLd } from './dealerProfile'
import type { Dealer } from './dealerSchema'

const dealer: Dealer = {
  data: {
    companyID: 900123,
    name: 'RIVERBEND HEATING AND AIR, LLC',
    addressLine1: '120 Main St',
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    country: 'US',
    phone1: '(212) 555-0101',
    dealerInfo: { data: { weekHours: { mon: '7:30 AM - 5:00 PM', sat: 'Closed', sun: 'Open 24 Hours' } } },
  },
  metaData: { dealer_url: '', average_rating: 4.26, total_review_count: 12, priority_ranking: 0 },
  fuseInfo: { pool: 'sample-pool-3', routingGroup: 'RG-SAMPLE-100' },
  location: { lat: 40.75, lon: -73.99 },
  searchInfo: { kind: 'radius', bucket: 1 },
}

describe('JSON-LD', () => {
  it('describes the dealer as a LocalBusiness (HVACBusiness) with address, rating and profile URL', () => {
    const ld = localBusinessJsonLd(dealer, 'https://example.com/')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HVACBusiness',
      name: 'Riverbend Heating and Air, LLC',
      url: 'https://example.com/dealers/riverbend-heating-and-air-llc-new-york-ny-900123/',
      telephone: '(212) 555-0101',
      address: { '@type': 'PostalAddress', streetAddress: '120 Main St', addressLocality: 'New York', addressRegion: 'NY' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    })
    const hidden = localBusinessJsonLd({ ...dealer, data: { ...dealer.data, showAddress: false } }, 'https://example.com')
    expect(hidden.address).not.toHaveProperty('streetAddress')
  })
})

describe('dealer address lines', () => {
  it('gives the street line and "City, ST zip", and hides the street when the dealer keeps it private', () => {
    const withSuite = { ...dealer, data: { ...dealer.data, addressLine2: 'Suite 4', zipcode: '10001' } }
    expect(dealerAddressLines(withSuite)).toEqual({ street: '120 Main St, Suite 4', locality: 'New York, NY 10001' })
    expect(dealerAddressLines({ ...withSuite, data: { ...withSuite.data, showAddress: false } })).toEqual({ street: null, locality: 'New York, NY 10001' })
    expect(dealerAddressLines({ ...dealer, data: { ...dealer.data, addressLine1: '', city: '', zipcode: '' } })).toEqual({ street: null, locality: 'NY' })
  })
})
