import { describe, expect, it } from 'vitest'
import { dealerTitle, nextDealerUrl } from '@/domain/dealers/dealerDerivedFields'

describe('dealerTitle', () => {
  it('names the dealer with its company ID, and says what is missing', () => {
    expect(dealerTitle('Cool Air', 42)).toBe('Cool Air (#42)')
    expect(dealerTitle(null, undefined)).toBe('Unnamed dealer (#?)')
  })
})

describe('nextDealerUrl', () => {
  const parts = { name: 'Cool Air', city: 'Austin', state: 'TX', companyID: 42 }

  it('fills an empty URL with the profile path', () => {
    expect(nextDealerUrl(null, parts)).toBe('/dealers/cool-air-austin-tx-42/')
    expect(nextDealerUrl('', parts)).toBe('/dealers/cool-air-austin-tx-42/')
  })

  it('moves one of our profile paths when the dealer is renamed or its slug becomes possible', () => {
    expect(nextDealerUrl('/dealers/old-name-austin-tx-42/', parts)).toBe('/dealers/cool-air-austin-tx-42/')
    expect(nextDealerUrl('/404/', parts)).toBe('/dealers/cool-air-austin-tx-42/')
  })

  it('keeps an external URL', () => {
    expect(nextDealerUrl('https://cool-air.example/', parts)).toBe('https://cool-air.example/')
  })

  it('points at the not-found page while a part of the slug is missing', () => {
    expect(nextDealerUrl(null, { ...parts, city: '' })).toBe('/404/')
  })
})
