import { describe, expect, it } from 'vitest'
import type { Dealer } from './dealerSchema'
import {
  dealerAddressLines,
  classifySearchInput,
  clearLeadingWhitespace,
  dealerCountLine,
  leaseRequestBody,
  leasedNumberFrom,
  localBusinessJsonLd,
  noDealersHeading,
  openingHoursSpecification,
  serializeJsonLd,
  spreadMarkers,
  telHref,
  weekHoursRows,
} from './locatorView'

const dealer: Dealer = {
  data: {
    companyID: 900123,
    name: 'SAMPLE: RIVERBEND HEATING AND AIR, LLC',
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

describe('search box input (spec section 5)', () => {
  it('asks for a zipcode when empty or blank', () => {
    expect(classifySearchInput('')).toEqual({ kind: 'empty', message: 'Please enter a zipcode' })
    expect(classifySearchInput('   ')).toEqual({ kind: 'empty', message: 'Please enter a zipcode' })
  })

  it('runs the lookup for 5 digits, ZIP+4 and Canadian codes, trimmed', () => {
    expect(classifySearchInput(' 10001 ')).toEqual({ kind: 'postalCode', zipcode: '10001' })
    expect(classifySearchInput('10001-1234')).toEqual({ kind: 'postalCode', zipcode: '10001-1234' })
    expect(classifySearchInput('m5v-3l9')).toEqual({ kind: 'postalCode', zipcode: 'M5V 3L9' })
    expect(classifySearchInput('M5V3L9')).toEqual({ kind: 'postalCode', zipcode: 'M5V 3L9' })
  })

  it('refuses short or malformed codes and treats words as a city', () => {
    for (const bad of ['1234', '123456', '10001-12', 'M5V', 'M5V 3L']) {
      expect(classifySearchInput(bad).kind).toBe('invalidPostalCode')
    }
    expect(classifySearchInput('Austin,  TX')).toEqual({ kind: 'place', query: 'Austin, TX' })
  })

  it('clears leading whitespace only', () => {
    expect(clearLeadingWhitespace('  100 01 ')).toBe('100 01 ')
  })
})

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

describe('leased number', () => {
  it('builds the whodis body from the dealer routing group, pool and name', () => {
    expect(leaseRequestBody(dealer, 'sess-1', 'http://localhost/find-a-dealer/')).toEqual({
      routingGroupID: 'RG-SAMPLE-100',
      sessionID: 'sess-1',
      pageReferrer: 'http://localhost/find-a-dealer/',
      leaseName: 'sample-pool-3',
      metaData: { dealerName: 'SAMPLE: RIVERBEND HEATING AND AIR, LLC' },
    })
    expect(leaseRequestBody({ ...dealer, fuseInfo: undefined }, 's', 'p')).toBeUndefined()
  })

  it('reads the number only from a 200/201 answer without an error', () => {
    const ok = { message: { leasePhoneNumber: '(512) 555-0142' } }
    expect(leasedNumberFrom(200, ok)).toBe('(512) 555-0142')
    expect(leasedNumberFrom(201, ok)).toBe('(512) 555-0142')
    expect(leasedNumberFrom(500, ok)).toBeUndefined()
    expect(leasedNumberFrom(200, { ...ok, error: 'empty pool' })).toBeUndefined()
    expect(leasedNumberFrom(200, { message: 'Missing required parameters!' })).toBeUndefined()
    expect(leasedNumberFrom(200, null)).toBeUndefined()
  })
})

describe('phone, hours and JSON-LD', () => {
  it('makes tel: links of digits', () => {
    expect(telHref('(212) 555-0101')).toBe('tel:2125550101')
    expect(telHref('+1 212 555 0101')).toBe('tel:+12125550101')
  })

  it('lists hours in week order and converts them for schema.org', () => {
    expect(weekHoursRows(dealer.data.dealerInfo?.data?.weekHours)).toEqual([
      { day: 'Monday', hours: '7:30 AM - 5:00 PM' },
      { day: 'Saturday', hours: 'Closed' },
      { day: 'Sunday', hours: 'Open 24 Hours' },
    ])
    expect(openingHoursSpecification(dealer.data.dealerInfo?.data?.weekHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '07:30', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: '00:00', closes: '23:59' },
    ])
  })

  it('describes the dealer as a LocalBusiness (HVACBusiness) with address, rating and profile URL', () => {
    const ld = localBusinessJsonLd(dealer, 'https://example.com/')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HVACBusiness',
      name: 'Sample: Riverbend Heating and Air, LLC',
      url: 'https://example.com/dealers/sample-riverbend-heating-and-air-llc-new-york-ny-900123/',
      telephone: '(212) 555-0101',
      address: { '@type': 'PostalAddress', streetAddress: '120 Main St', addressLocality: 'New York', addressRegion: 'NY' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    })
    const hidden = localBusinessJsonLd({ ...dealer, data: { ...dealer.data, showAddress: false } }, 'https://example.com')
    expect(hidden.address).not.toHaveProperty('streetAddress')
    expect(serializeJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}')
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

describe('copy', () => {
  it('words the count line and the no-dealers heading as the spec does', () => {
    expect(dealerCountLine(7, '10001')).toBe('7 dealers servicing near 10001')
    expect(dealerCountLine(1, '10001')).toBe('1 dealer servicing near 10001')
    expect(noDealersHeading('99999')).toBe('We found 0 dealers servicing near 99999')
  })
})
