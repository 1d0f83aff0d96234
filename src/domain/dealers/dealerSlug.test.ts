import { describe, expect, it } from 'vitest'

import { companyIdFromSlug, dealerProfilePath, dealerSlug } from './dealerSlug'

describe('dealerSlug', () => {
  it('joins name, city, state and id with hyphens, lower case, punctuation dropped', () => {
    expect(dealerSlug({ name: 'ABC Heating & Air, LLC', city: 'Round Rock', state: 'TX', companyID: 12345 })).toBe(
      'abc-heating-air-llc-round-rock-tx-12345',
    )
  })

  it('collapses repeated hyphens and folds accents', () => {
    expect(dealerSlug({ name: "O'Brien -- A/C", city: 'Montréal', state: 'QC', companyID: 7 })).toBe('obrien-ac-montreal-qc-7')
  })

  it('is undefined when a part is missing or empty', () => {
    expect(dealerSlug({ name: '', city: 'Austin', state: 'TX', companyID: 1 })).toBeUndefined()
    expect(dealerSlug({ name: 'A', city: '  ', state: 'TX', companyID: 1 })).toBeUndefined()
    expect(dealerSlug({ name: 'A', city: 'Austin', state: null, companyID: 1 })).toBeUndefined()
    expect(dealerSlug({ name: 'A', city: 'Austin', state: 'TX' })).toBeUndefined()
    expect(dealerSlug({ name: 'A', city: 'Austin', state: 'TX', companyID: 0 })).toBeUndefined()
  })
})

describe('dealerProfilePath', () => {
  it('builds /dealers/{slug}/', () => {
    expect(dealerProfilePath({ name: 'Smith and Sons HVAC', city: 'Austin', state: 'TX', companyID: '42' })).toBe(
      '/dealers/smith-and-sons-hvac-austin-tx-42/',
    )
  })

  it('links to /404/ when any part is missing', () => {
    expect(dealerProfilePath({ name: 'Smith', city: 'Austin', state: 'TX', companyID: undefined })).toBe('/404/')
    expect(dealerProfilePath({ city: 'Austin', state: 'TX', companyID: 3 })).toBe('/404/')
  })
})

describe('companyIdFromSlug', () => {
  it('reads the trailing number', () => {
    expect(companyIdFromSlug('abc-heating-air-round-rock-tx-12345')).toBe(12345)
    expect(companyIdFromSlug('/dealers/a1-air-austin-tx-9/'.replace('/dealers/', ''))).toBe(9)
    expect(companyIdFromSlug('12345')).toBe(12345)
  })

  it('round-trips with dealerSlug', () => {
    const slug = dealerSlug({ name: '3 Brothers Air', city: 'Tulsa', state: 'OK', companyID: 880011 })
    expect(companyIdFromSlug(slug ?? '')).toBe(880011)
  })

  it('is undefined without a trailing id', () => {
    expect(companyIdFromSlug('abc-heating')).toBeUndefined()
    expect(companyIdFromSlug('abc-heating-0')).toBeUndefined()
    expect(companyIdFromSlug('')).toBeUndefined()
  })
})
