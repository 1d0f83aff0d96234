import { describe, expect, it } from 'vitest'
import { currentConsentRecord, dealerConsentRecord } from './consent'
import { HONEYPOT_FIELD, parseLeadSubmission } from './leadIntake'
import { LEAD_FORM_NAMES, LEAD_SOURCES } from './leadNames'
import { INTAKE_ERRORS, tooLongMessage } from './messages'
import { contact, normalisedContact } from './testContact'

describe('parseLeadSubmission', () => {
  const consent = currentConsentRecord('/privacy-policy/')
  const dealerLead = {
    kind: 'CONTACT_DEALER',
    brand: 'AS',
    companyId: 1234,
    source: LEAD_SOURCES.dealerContact,
    formName: LEAD_FORM_NAMES.contactLocalDealerModal,
    ...contact,
    consent,
  }

  function fieldErrors(body: unknown): Record<string, string> {
    const result = parseLeadSubmission(body)
    if (result.ok) throw new Error('expected a refusal')
    return result.fieldErrors
  }

  it('accepts a dealer-contact lead and normalises it', () => {
    expect(parseLeadSubmission(dealerLead)).toEqual({
      ok: true,
      lead: {
        kind: 'CONTACT_DEALER',
        brand: 'AS',
        companyId: 1234,
        source: 'asa-dealer-contact',
        formName: 'CONTACT LOCAL DEALER MODAL',
        ...normalisedContact,
        consent,
      },
    })
  })

  it('drops unknown fields, and never takes mtaAid / mtaSid from the body', () => {
    const result = parseLeadSubmission({ ...dealerLead, mtaAid: 'forged', mtaSid: 'forged', isAdmin: true })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.lead).not.toHaveProperty('mtaAid')
    expect(result.lead).not.toHaveProperty('mtaSid')
    expect(result.lead).not.toHaveProperty('isAdmin')
  })

  it.each(['asa-dealer-contact', 'asa-dealer-contact-rebates', 'asa-dealer-contact-single-dealer-2', 'AS:CONTACT_DEALER_MODAL'])(
    'accepts dealer-contact source %j',
    (source) => {
      expect(parseLeadSubmission({ ...dealerLead, source }).ok).toBe(true)
    },
  )

  it.each(['asa-dealer-contactx', 'ASA-DEALER-CONTACT', 'asa-dealer-contact-', 'AS:CONTACT_US', ''])(
    'refuses source %j for a dealer-contact lead',
    (source) => {
      expect(fieldErrors({ ...dealerLead, source })).toHaveProperty('source')
    },
  )

  it('takes the company id as a number or digits and refuses anything else', () => {
    const result = parseLeadSubmission({ ...dealerLead, companyId: '1234' })
    expect(result.ok && result.lead.kind === 'CONTACT_DEALER' && result.lead.companyId).toBe(1234)
    for (const companyId of [undefined, 0, -3, 1.5, 'abc', '', true]) {
      expect(fieldErrors({ ...dealerLead, companyId }).companyId).toBe('No dealer selected')
    }
  })

  it("keeps the home form's topic (step 1 of the form) and refuses one the form does not offer", () => {
    const result = parseLeadSubmission({ ...dealerLead, topic: 'pricing' })
    expect(result.ok && result.lead.kind === 'CONTACT_DEALER' && result.lead.topic).toBe('pricing')
    for (const topic of ['spam', '']) expect(fieldErrors({ ...dealerLead, topic }).topic).toBe('Please select a topic')
  })

  it('accepts other form names within the cap, and none', () => {
    expect(parseLeadSubmission({ ...dealerLead, formName: LEAD_FORM_NAMES.dealerLeadForm }).ok).toBe(true)
    expect(parseLeadSubmission({ ...dealerLead, formName: undefined }).ok).toBe(true)
    expect(fieldErrors({ ...dealerLead, formName: 'F'.repeat(65) })).toHaveProperty('formName')
  })

  it('defaults the brand to AS and refuses another', () => {
    const { brand: _brand, ...withoutBrand } = dealerLead
    const result = parseLeadSubmission(withoutBrand)
    expect(result.ok && result.lead.brand).toBe('AS')
    expect(fieldErrors({ ...dealerLead, brand: 'XX' })).toHaveProperty('brand')
  })

  it('requires consent of a known version', () => {
    expect(fieldErrors({ ...dealerLead, consent: undefined }).consent).toBe('Consent is required')
    expect(fieldErrors({ ...dealerLead, consent: { ...consent, version: 'v0' } })['consent.version']).toBe('Consent is required')
    expect(fieldErrors({ ...dealerLead, consent: { ...consent, text: ' ' } })['consent.text']).toBe('Consent is required')
    expect(parseLeadSubmission({ ...dealerLead, consent: dealerConsentRecord({ dealerName: 'Cool Air', privacyUrl: '/p/' }) }).ok).toBe(true)
  })

  it('keeps an http(s) page URL and drops anything else', () => {
    const kept = parseLeadSubmission({ ...dealerLead, pageUrl: 'https://example.com/find-a-dealer/?zipcode=78701' })
    expect(kept.ok && kept.lead.pageUrl).toBe('https://example.com/find-a-dealer/?zipcode=78701')
    const dropped = parseLeadSubmission({ ...dealerLead, pageUrl: 'javascript:alert(1)' })
    expect(dropped.ok && dropped.lead.pageUrl).toBeUndefined()
  })

  it('applies the street-address rule of the forms (readings 46)', () => {
    expect(fieldErrors({ ...dealerLead, addressLine1: 'Main St' }).addressLine1).toBe('Street address must be valid')
    expect(parseLeadSubmission({ ...dealerLead, addressLine1: '77 #B Elm St, Apt 4' }).ok).toBe(true)
  })

  it('caps comment and field lengths', () => {
    expect(fieldErrors({ ...dealerLead, comments: 'x'.repeat(2001) }).comments).toBe(tooLongMessage(2000))
    expect(fieldErrors({ ...dealerLead, addressLine1: `1 ${'a'.repeat(199)}` }).addressLine1).toBe(tooLongMessage(200))
  })

  it('reports every invalid field with the intake wording and a clear top-level error', () => {
    expect(parseLeadSubmission({ kind: 'CONTACT_DEALER' })).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: {
        companyId: 'No dealer selected',
        source: 'Invalid value',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        phone: 'Enter a valid phone number',
        addressLine1: 'Street address is required',
        city: 'City is required',
        state: 'State is required',
        zip: 'Zip/Postal Code is required',
        consent: 'Consent is required',
      },
    })
    expect(fieldErrors({ ...dealerLead, zip: '1234' }).zip).toBe('Zip/Postal Code must be valid')
  })

  it('refuses unknown kinds and bodies that are not objects', () => {
    expect(parseLeadSubmission({ ...dealerLead, kind: 'SPAM' })).toEqual({
      ok: false,
      error: INTAKE_ERRORS.unknownKind,
      fieldErrors: { kind: INTAKE_ERRORS.unknownKind },
    })
    for (const body of [null, 'lead', [dealerLead], 42]) {
      expect(parseLeadSubmission(body)).toEqual({ ok: false, error: INTAKE_ERRORS.invalidBody, fieldErrors: {} })
    }
  })

  it('flags a filled honeypot', () => {
    expect(HONEYPOT_FIELD).toBe('website')
    expect(parseLeadSubmission({ ...dealerLead, [HONEYPOT_FIELD]: 'http://spam.example' })).toEqual({
      ok: false,
      error: INTAKE_ERRORS.rejected,
      fieldErrors: {},
      honeypot: true,
    })
    expect(parseLeadSubmission({ ...dealerLead, [HONEYPOT_FIELD]: '' }).ok).toBe(true)
  })

  describe('CONTACT_US', () => {
    const contactUsLead = {
      kind: 'CONTACT_US',
      companyId: 99,
      ...contact,
      reason: 'Smart Home',
      owner: false,
      contactMethod: 'phone',
      contactOptIn: true,
      comments: 'Call after 5',
      consent,
    }

    it('accepts an extended contact lead, source AS:CONTACT_US', () => {
      expect(parseLeadSubmission(contactUsLead)).toEqual({
        ok: true,
        lead: {
          kind: 'CONTACT_US',
          brand: 'AS',
          companyId: 99,
          source: 'AS:CONTACT_US',
          ...normalisedContact,
          reason: 'Smart Home',
          owner: false,
          contactMethod: 'phone',
          contactOptIn: true,
          comments: 'Call after 5',
          consent,
        },
      })
      expect(parseLeadSubmission({ ...contactUsLead, source: 'AS:CONTACT_US', owner: 'yes' })).toMatchObject({
        ok: true,
        lead: { owner: true },
      })
    })

    it('refuses another source and unknown reasons', () => {
      expect(fieldErrors({ ...contactUsLead, source: LEAD_SOURCES.dealerContact })).toHaveProperty('source')
      expect(fieldErrors({ ...contactUsLead, reason: 'Pricing' }).reason).toBe('Please select how we can help you')
      expect(fieldErrors({ ...contactUsLead, contactOptIn: false }).contactOptIn).toBe('Please agree to be contacted')
      expect(fieldErrors({ ...contactUsLead, consent: undefined }).consent).toBe('Consent is required')
    })
  })

  describe('CUSTOMER_SERVICE', () => {
    const careLead = {
      kind: 'CUSTOMER_SERVICE',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '555-555-0123',
      zip: 'k1a 0b1',
      country: 'CA',
      owner: true,
      contactMethod: 'email',
      serviceType: 'homeAppThermostatSupport',
      consent,
    }

    it('accepts a customer-care lead, source CONTACT_US', () => {
      expect(parseLeadSubmission(careLead)).toEqual({
        ok: true,
        lead: { ...careLead, brand: 'AS', source: 'CONTACT_US', phone: '+15555550123', zip: 'K1A 0B1' },
      })
    })

    it('applies the same country rule as the form', () => {
      expect(fieldErrors({ ...careLead, country: 'US' }).zip).toBe('Zip/Postal Code must be valid')
      expect(fieldErrors({ ...careLead, country: 'XX' }).country).toBe('Please select a country')
      expect(fieldErrors({ ...careLead, serviceType: 'billing' }).serviceType).toBe('Please select a service type')
      expect(fieldErrors({ ...careLead, source: 'AS:CONTACT_US' })).toHaveProperty('source')
    })
  })

  describe('MARKETO', () => {
    it('needs only an email', () => {
      expect(parseLeadSubmission({ kind: 'MARKETO', email: 'Ann@Example.com' })).toEqual({
        ok: true,
        lead: { kind: 'MARKETO', brand: 'AS', email: 'ann@example.com' },
      })
      expect(fieldErrors({ kind: 'MARKETO', email: 'ann' }).email).toBe('Please enter a valid email')
    })
  })
})
