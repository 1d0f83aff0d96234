import { describe, expect, it } from 'vitest'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DEALER_CONSENT_TEXT_V1 } from '@/domain/leads/consent'
import { REBATE_MODAL_COMMENTS } from '@/domain/leads/leadNames'
import { parseLeadSubmission } from '@/domain/leads/leadIntake'
import {
  additionalDealerLeadBody,
  isDealerConnected,
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
