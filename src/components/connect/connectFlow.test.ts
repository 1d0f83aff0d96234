import { describe, expect, it } from 'vitest'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DEALER_CONSENT_TEXT_V1 } from '@/domain/leads/consent'
import { REBATE_MODAL_COMMENTS } from '@/domain/leads/leadNames'
import { parseLeadSubmission } from '@/domain/leads/leadIntake'
import {
  additionalDealerLeadBody,
  connectConfirmText,
  dealerChoiceDetails,
  isDealerConnected,
  MORE_DEALERS_LIMIT,
  moreDealers,
  nearestFirst,
  modalLeadBody,
  otherDealers,
  profileLeadFields,
  selectedDealer,
} from './connectFlow'

const dealer = (companyID: number, name = `Dealer ${companyID} HVAC LLC`): Dealer =>
  ({
    data: { companyID, name, city: 'Boston', state: 'MA', zipcode: '02108' },
    metaData: { average_rating: 4.5, total_review_count: 3, priority_ranking: 0, dealer_url: '' },
    location: { lat: 42.36, lon: -71.06 },
    searchInfo: { kind: 'servicedPostalCode', bucket: 1 },
  }) as unknown as Dealer

const dealers = [dealer(11), dealer(22), dealer(33)]
const fields = {
  firstName: 'Pat',
  lastName: 'Homeowner',
  email: 'pat@example.com',
  phone: '617-555-0142',
  addressLine1: '1 Beacon St',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
}
const context = { privacyPolicyUrl: '/privacy-policy/', pageUrl: 'http://localhost:3000/rebates/' }

describe('connect flow rules', () => {
  it('selects the first dealer for the zip unless the user chose one that is listed', () => {
    expect(selectedDealer(dealers, undefined)?.data.companyID).toBe(11)
    expect(selectedDealer(dealers, 33)?.data.companyID).toBe(33)
    expect(selectedDealer(dealers, 99)?.data.companyID).toBe(11)
    expect(selectedDealer([], undefined)).toBeUndefined()
  })

  it('lists the other dealers without the featured one', () => {
    expect(otherDealers(dealers, 22).map((d) => d.data.companyID)).toEqual([11, 33])
  })

  it('is Connected when contacted or already recommended by the system', () => {
    expect(isDealerConnected(11, [11], [])).toBe(true)
    expect(isDealerConnected(22, [11], [22])).toBe(true)
    expect(isDealerConnected(33, [11], [22])).toBe(false)
    expect(isDealerConnected(undefined, [11], [22])).toBe(false)
  })

  it('the modal lead carries source AS:CONTACT_DEALER_MODAL, the form name and the rebates note, and passes the intake', () => {
    const body = modalLeadBody(fields, 11, context)
    expect(body).toMatchObject({
      kind: 'CONTACT_DEALER',
      companyId: 11,
      source: 'AS:CONTACT_DEALER_MODAL',
      formName: 'CONTACT LOCAL DEALER MODAL',
      comments: REBATE_MODAL_COMMENTS,
    })
    expect(parseLeadSubmission(body).ok).toBe(true)
  })

  it('an additional dealer gets its own lead with a consent naming that dealer', () => {
    const body = additionalDealerLeadBody(fields, dealers[2]!, context)
    expect(body.companyId).toBe(33)
    expect(body.consent.version).toBe(DEALER_CONSENT_TEXT_V1.version)
    expect(body.consent.text).toContain('Dealer 33 HVAC LLC')
    expect(parseLeadSubmission(body).ok).toBe(true)
  })

  it('reuses the profile contact fields only when all are there', () => {
    expect(profileLeadFields(fields)).toEqual(fields)
    expect(profileLeadFields({ ...fields, phone: '' })).toBeUndefined()
  })
})

describe('choosing dealers (reading 50)', () => {
  const at = (id: number, lat: number): Dealer => ({ ...dealer(id), location: { lat, lon: -71.06 } }) as Dealer
  const origin = { lat: 42.36, lon: -71.06, country: 'US' as const }

  it('orders nearest first, so the preselected dealer is the nearest; without a place the order stays', () => {
    const list = [at(1, 42.9), at(2, 42.37), at(3, 42.5)]
    const sorted = nearestFirst(list, origin)
    expect(sorted.map((d) => d.data.companyID)).toEqual([2, 3, 1])
    expect(selectedDealer(sorted, undefined)?.data.companyID).toBe(2)
    expect(nearestFirst(list, undefined).map((d) => d.data.companyID)).toEqual([1, 2, 3])
  })

  it('offers at most 9 other dealers, the featured one left out', () => {
    const many = Array.from({ length: 20 }, (_, i) => dealer(i + 1))
    const more = moreDealers(many, 1)
    expect(more).toHaveLength(MORE_DEALERS_LIMIT)
    expect(more.map((d) => d.data.companyID)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('describes a choice by distance and rating, and names the dealer before a send', () => {
    expect(dealerChoiceDetails(at(1, 42.5), origin)).toBe('9.7 mi · 4.5 stars (3 reviews)')
    const unrated = { ...dealer(2), metaData: { ...dealer(2).metaData, total_review_count: 0 } } as Dealer
    expect(dealerChoiceDetails(unrated, undefined)).toBe('No reviews yet')
    expect(connectConfirmText('Dealer 7 HVAC LLC')).toContain('to Dealer 7 HVAC LLC?')
  })
})
