import { describe, expect, it } from 'vitest'
import { parseLeadSubmission } from '@/domain/leads/leadIntake'
import { REBATE_MODAL_COMMENTS } from '@/domain/leads/leadNames'
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

describe('contactDealerLeadBody for the page forms (issue 16)', () => {
  it('a home-form lead without a dealer carries its topic and goes to the brand; the intake accepts it', () => {
    const body = contactDealerLeadBody(fields, { source: 'asa-dealer-contact-home', formName: 'HOME_CONTACT_FORM', privacyPolicyUrl: '/privacy-policy/', topic: 'pricing' })
    expect(body).not.toHaveProperty('companyId')
    const parsed = parseLeadSubmission(body)
    expect(parsed.ok && parsed.lead).toMatchObject({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', topic: 'pricing' })
  })

  it('a locator lead without a dealer is refused with "No dealer selected"', () => {
    const parsed = parseLeadSubmission(contactDealerLeadBody(fields, { formName: 'DEALER_LEAD_FORM', privacyPolicyUrl: '/privacy-policy/' }))
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.fieldErrors.companyId).toBe('No dealer selected')
  })

  it('an unknown topic is refused', () => {
    const parsed = parseLeadSubmission(contactDealerLeadBody(fields, { source: 'asa-dealer-contact-home', formName: 'HOME_CONTACT_FORM', privacyPolicyUrl: '/p/', topic: 'spam' }))
    expect(!parsed.ok && parsed.fieldErrors.topic).toBe('Please select a topic')
  })

  it('the French block sends the French consent, which the intake knows', () => {
    const body = contactDealerLeadBody(fields, { source: 'asa-dealer-contact-block', formName: 'CONTACT_DEALER_BLOCK', privacyPolicyUrl: '/p/', language: 'fr' })
    expect(body.consent.version).toBe('lead-consent-fr-v1')
    expect(body.consent.text).toMatch(/^En soumettant ce formulaire/)
    expect(parseLeadSubmission(body).ok).toBe(true)
  })
})
