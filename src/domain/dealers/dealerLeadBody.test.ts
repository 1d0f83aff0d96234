import { describe, expect, it } from 'vitest'
import { parseLeadSubmission, REBATE_MODAL_COMMENTS } from '@/domain/leads/leadSchemas'
import { contactDealerLeadBody } from './dealerLeadBody'

const fields = {
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@example.com',
  phone: '(212) 555-0134',
  addressLine1: '12 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
}

describe('contactDealerLeadBody', () => {
  it('builds a CONTACT_DEALER lead for brand AS that the intake accepts', () => {
    const body = contactDealerLeadBody(fields, { companyId: 900123, formName: 'CONTACT LOCAL DEALER MODAL', privacyPolicyUrl: '/privacy-policy/' })
    expect(body).toMatchObject({ kind: 'CONTACT_DEALER', brand: 'AS', companyId: 900123, source: 'asa-dealer-contact' })
    const parsed = parseLeadSubmission(body)
    expect(parsed.ok).toBe(true)
  })

  it('carries the rebate modal source and hidden comments when given', () => {
    const body = contactDealerLeadBody(fields, {
      companyId: 1,
      source: 'AS:CONTACT_DEALER_MODAL',
      formName: 'DEALER_LEAD_FORM',
      privacyPolicyUrl: '/privacy-policy/',
      comments: REBATE_MODAL_COMMENTS,
    })
    expect(body.comments).toBe(REBATE_MODAL_COMMENTS)
    expect(parseLeadSubmission(body).ok).toBe(true)
  })
})
