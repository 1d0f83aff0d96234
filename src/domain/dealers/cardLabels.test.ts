import { describe, expect, it } from 'vitest'

import {
  applyDealerFilters,
  bookingButtonLabel,
  DEALER_FILTER_KEYS,
  dealerBadges,
  isBookOnlinePage,
  isCallNowPage,
  isCustomerCareDealer,
  normalizePathname,
} from './cardLabels'
import type { DealerData } from './dealerSchema'

describe('bookingButtonLabel', () => {
  it('says Contact Dealer on the campaign paths, with or without the trailing slash', () => {
    expect(bookingButtonLabel('/en/campaigns/mv/hvac-higher-standard/')).toBe('Contact Dealer')
    expect(bookingButtonLabel('/en/campaigns/sy/hvac-higher-standard')).toBe('Contact Dealer')
    expect(bookingButtonLabel('/en/campaigns/sy/hvac-higher-standard?utm=x')).toBe('Contact Dealer')
  })

  it('says Book Online everywhere else', () => {
    expect(bookingButtonLabel('/')).toBe('Book Online')
    expect(bookingButtonLabel('/en/campaigns/mv/')).toBe('Book Online')
    expect(bookingButtonLabel('/en/campaigns/mv/hvac-higher-standard/extra/')).toBe('Book Online')
  })

  it('Book Online pages are the ones whose form asks for a preferred time (reading 52); campaign paths keep the plain form', () => {
    expect(isBookOnlinePage('/find-a-dealer/')).toBe(true)
    expect(isBookOnlinePage('/en/campaigns/sy/hvac-higher-standard')).toBe(false)
    expect(isBookOnlinePage('/promo/', ['/promo/'])).toBe(false)
  })

  it('uses the configured paths when given', () => {
    expect(bookingButtonLabel('/promo', ['/promo/'])).toBe('Contact Dealer')
    expect(bookingButtonLabel('/en/campaigns/mv/hvac-higher-standard/', ['/promo/'])).toBe('Book Online')
  })
})

describe('isCallNowPage', () => {
  it('matches the three find-dealer pages by default', () => {
    expect(isCallNowPage('/find-your-dealer')).toBe(true)
    expect(isCallNowPage('/schedule-service/')).toBe(true)
    expect(isCallNowPage('/find-a-dealer/#map')).toBe(true)
    expect(isCallNowPage('/dealers/x/')).toBe(false)
    expect(isCallNowPage('/other/', ['/other'])).toBe(true)
  })

  it('normalises paths', () => {
    expect(normalizePathname('')).toBe('/')
    expect(normalizePathname('a//')).toBe('/a/')
  })
})

describe('isCustomerCareDealer', () => {
  it('is true for anything other than NON-CC, a missing type included (spec: "not NON-CC")', () => {
    expect(isCustomerCareDealer('CC')).toBe(true)
    expect(isCustomerCareDealer('PREMIER')).toBe(true)
    expect(isCustomerCareDealer('NON-CC')).toBe(false)
    expect(isCustomerCareDealer(' non-cc ')).toBe(false)
    expect(isCustomerCareDealer(undefined)).toBe(true)
    expect(isCustomerCareDealer(null)).toBe(true)
    expect(isCustomerCareDealer('')).toBe(true)
  })
})

describe('dealerBadges', () => {
  it('lists the earned badges in the fixed order', () => {
    expect(
      dealerBadges({
        charterMemberDate: '1998-04-01',
        nexiaDealerDiagnostics: true,
        showFinancing: true,
        nateCertified: true,
        emergencyService: true,
      }),
    ).toEqual(['24/7 Emergency Service', 'NATE Certified', 'Financing', 'Diagnostics', 'Charter Member'])
  })

  it('leaves out false, missing and empty flags', () => {
    expect(dealerBadges({ emergencyService: false, charterMemberDate: '', nateCertified: true })).toEqual(['NATE Certified'])
    expect(dealerBadges({})).toEqual([])
  })
})

describe('applyDealerFilters', () => {
  const dealer = (id: number, data: DealerData) => ({ id, data })
  const dealers = [
    dealer(1, { dealerType: 'CC', emergencyService: true, nateCertified: true }),
    dealer(2, { dealerType: 'NON-CC', emergencyService: true, charterMemberDate: '2001-01-01' }),
    dealer(3, { dealerType: 'CC', showFinancing: true, nexiaDealerDiagnostics: true }),
  ]
  const ids = (list: { id: number }[]) => list.map((d) => d.id)

  it('keeps everyone when nothing is checked', () => {
    expect(ids(applyDealerFilters(dealers, []))).toEqual([1, 2, 3])
  })

  it('treats dealerType as "is Customer Care"', () => {
    expect(ids(applyDealerFilters(dealers, ['dealerType']))).toEqual([1, 3])
  })

  it('requires every checked key', () => {
    expect(ids(applyDealerFilters(dealers, ['emergencyService']))).toEqual([1, 2])
    expect(ids(applyDealerFilters(dealers, ['emergencyService', 'dealerType']))).toEqual([1])
    expect(ids(applyDealerFilters(dealers, ['charterMemberDate']))).toEqual([2])
    expect(ids(applyDealerFilters(dealers, ['showFinancing', 'nexiaDealerDiagnostics']))).toEqual([3])
    expect(ids(applyDealerFilters(dealers, new Set(['nateCertified', 'showFinancing'] as const)))).toEqual([])
  })

  it('knows the six filter keys', () => {
    expect(DEALER_FILTER_KEYS).toHaveLength(6)
  })
})
