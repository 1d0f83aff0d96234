import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { currentConsentRecord, dealerConsentRecord } from '@/domain/leads/consent'
import {
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  LEAD_FORM_NAMES,
  LEAD_SOURCES,
  REBATE_MODAL_COMMENTS,
  contactDealerModalFormSchema,
  contactUsPageFormSchema,
  customerCareFormSchema,
  dealerLeadFormSchema,
  dealerLeadFormStep1Schema,
  dealerLeadFormStep2Schema,
  homeContactFormSchema,
  homeContactFormStep1Schema,
  homeContactFormStep2Schema,
  newsletterFormSchema,
  parseLeadSubmission,
  rebateModalFormSchema,
  rebateModalFormStep2Schema,
} from '@/domain/leads/leadSchemas'
import { INTAKE_ERRORS, tooLongMessage } from '@/domain/leads/messages'

/** First message per field, as react-hook-form's zodResolver shows them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  const errors: Record<string, string> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

function errorOf(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return errorsOf(schema, input)[field]
}

const contact = {
  firstName: ' Ann ',
  lastName: 'Lee',
  email: ' Ann.Lee@Example.COM ',
  phone: '(555) 555-0123',
  addressLine1: ' 123 Main St ',
  city: 'Austin',
  state: 'tx',
  zip: '78701',
}

const normalisedContact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+15555550123',
  addressLine1: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
}

const BAD_EMAILS = ['ann@example', 'ann@', '@example.com', 'ann.example.com', 'ann@@example.com']

describe('contact modal ("Contact your local dealer")', () => {
  const schema = contactDealerModalFormSchema

  it('asks for every field with the modal wording', () => {
    const expected = {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Please enter a valid email address',
      phone: 'Enter a valid phone number',
      addressLine1: 'Enter your street address',
      city: 'Enter your city',
      state: 'Select a state',
      zip: 'Enter your zip/postal code',
    }
    expect(errorsOf(schema, {})).toEqual(expected)
    const blanks = Object.fromEntries(Object.keys(expected).map((key) => [key, '  ']))
    expect(errorsOf(schema, blanks)).toEqual(expected)
  })

  it.each(BAD_EMAILS)('gives the same email message for %j (no TLD, domain, address or @)', (email) => {
    expect(errorOf(schema, { ...contact, email }, 'email')).toBe('Please enter a valid email address')
  })

  it('checks the street address pattern', () => {
    expect(errorOf(schema, { ...contact, addressLine1: 'Main Street' }, 'addressLine1')).toBe('Street address must be valid')
  })

  it('refuses unknown states, short phones and malformed zips', () => {
    expect(errorOf(schema, { ...contact, state: 'ZZ' }, 'state')).toBe('Select a state')
    expect(errorOf(schema, { ...contact, phone: '555-0123' }, 'phone')).toBe('Enter a valid phone number')
    expect(errorOf(schema, { ...contact, zip: '7870' }, 'zip')).toBe('Enter your zip/postal code')
  })

  it('trims, lower-cases the email, upper-cases the state, normalises phone and zip', () => {
    expect(schema.parse(contact)).toEqual(normalisedContact)
    expect(schema.parse({ ...contact, state: 'on', zip: 'k1a0b1' })).toMatchObject({ state: 'ON', zip: 'K1A 0B1' })
  })

  it('caps lengths', () => {
    expect(errorOf(schema, { ...contact, firstName: 'A'.repeat(81) }, 'firstName')).toBe(tooLongMessage(FIELD_MAX_LENGTH.name))
    expect(errorOf(schema, { ...contact, email: `${'a'.repeat(250)}@example.com` }, 'email')).toBe(
      'Please enter a valid email address',
    )
  })
})

describe('dealer lead form (DEALER_LEAD_FORM)', () => {
  it('step 1: names are required and at least 2 characters', () => {
    expect(errorsOf(dealerLeadFormStep1Schema, {})).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email address',
      phone: 'Enter a valid phone number',
    })
    expect(errorOf(dealerLeadFormStep1Schema, { firstName: '' }, 'firstName')).toBe('Please enter your first name')
    expect(errorOf(dealerLeadFormStep1Schema, { firstName: ' A ' }, 'firstName')).toBe(
      'First name must be at least 2 characters',
    )
    expect(errorOf(dealerLeadFormStep1Schema, { lastName: '' }, 'lastName')).toBe('Please enter your last name')
    expect(errorOf(dealerLeadFormStep1Schema, { lastName: 'L' }, 'lastName')).toBe('Last name must be at least 2 characters')
  })

  it('step 2: street address is required, not blank and valid', () => {
    const schema = dealerLeadFormStep2Schema
    expect(errorOf(schema, {}, 'addressLine1')).toBe('Street address is required')
    expect(errorOf(schema, { addressLine1: ' ' }, 'addressLine1')).toBe('Please enter your street address')
    expect(errorOf(schema, { addressLine1: 'Main St' }, 'addressLine1')).toBe('Street address must be valid')
    expect(errorOf(schema, { addressLine1: '9 Main St' }, 'addressLine1')).toBeUndefined()
  })

  it('step 2: city is required, not blank and at least 2 characters', () => {
    const schema = dealerLeadFormStep2Schema
    expect(errorOf(schema, {}, 'city')).toBe('City is required')
    expect(errorOf(schema, { city: '' }, 'city')).toBe('Please enter your city')
    expect(errorOf(schema, { city: 'X' }, 'city')).toBe('City must be at least 2 characters')
  })

  it('step 2: "Please select a state"', () => {
    expect(errorOf(dealerLeadFormStep2Schema, { state: '' }, 'state')).toBe('Please select a state')
    expect(errorOf(dealerLeadFormStep2Schema, { state: 'XX' }, 'state')).toBe('Please select a state')
    expect(errorOf(dealerLeadFormStep2Schema, { zip: 'abc' }, 'zip')).toBe('Enter your zip/postal code')
  })

  it('the whole form is both steps', () => {
    expect(dealerLeadFormSchema.parse(contact)).toEqual(normalisedContact)
    expect(Object.keys(dealerLeadFormSchema.shape).sort()).toEqual(Object.keys(normalisedContact).sort())
  })
})

describe('rebate modal', () => {
  it('differs from the lead form only by "Please select an option." and the fixed comment', () => {
    expect(errorOf(rebateModalFormStep2Schema, { state: '' }, 'state')).toBe('Please select an option.')
    expect(errorOf(rebateModalFormSchema, { state: '' }, 'state')).toBe('Please select an option.')
    expect(errorOf(rebateModalFormSchema, { city: 'X' }, 'city')).toBe('City must be at least 2 characters')
    expect(rebateModalFormSchema.parse(contact)).toEqual({ ...normalisedContact, comments: REBATE_MODAL_COMMENTS })
    expect(rebateModalFormSchema.safeParse({ ...contact, comments: 'anything else' }).success).toBe(false)
  })
})

describe('home contact form', () => {
  it('step 1 needs a topic', () => {
    expect(errorOf(homeContactFormStep1Schema, {}, 'topic')).toBe('Please select a topic')
    expect(errorOf(homeContactFormStep1Schema, { topic: 'spam' }, 'topic')).toBe('Please select a topic')
    expect(homeContactFormStep1Schema.parse({ topic: 'pricing' })).toEqual({ topic: 'pricing' })
  })

  it('step 2 uses the home wording', () => {
    expect(errorsOf(homeContactFormStep2Schema, {})).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter an email address',
      phone: 'Enter a valid phone number',
      addressLine1: 'Enter your street address',
      city: 'Enter your city',
      state: 'Select a state',
      zip: 'Enter your zip/postal code',
    })
    expect(errorOf(homeContactFormStep2Schema, { email: 'ann@example' }, 'email')).toBe('Email must be valid')
  })

  it('applies the street-address rule of every form (readings 46)', () => {
    expect(errorOf(homeContactFormStep2Schema, { addressLine1: 'Main St' }, 'addressLine1')).toBe('Street address must be valid')
    expect(errorOf(homeContactFormStep2Schema, { addressLine1: '1010, rue de la Gauchetière' }, 'addressLine1')).toBeUndefined()
  })

  it('the whole form is the topic plus the contact fields', () => {
    expect(homeContactFormSchema.parse({ ...contact, topic: 'newSystem' })).toEqual({ ...normalisedContact, topic: 'newSystem' })
  })
})

describe('contact-a-dealer page form (extended contact)', () => {
  const schema = contactUsPageFormSchema
  const valid = {
    ...contact,
    reason: 'Repair',
    owner: 'yes',
    contactMethod: 'email',
    contactOptIn: true,
  }

  it('uses the page wording when fields are absent', () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Enter a valid phone number',
      addressLine1: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Enter your zip/postal code',
      reason: 'How can we help you is required',
      owner: 'System ownership is required',
      contactMethod: 'System ownership is required',
      contactOptIn: 'Please agree to be contacted',
    })
  })

  it('names: blank, then the 2-character rule', () => {
    expect(errorOf(schema, { firstName: '' }, 'firstName')).toBe('Please enter your first name')
    expect(errorOf(schema, { firstName: 'A' }, 'firstName')).toBe('First name must be at least 2 characters')
    expect(errorOf(schema, { lastName: '' }, 'lastName')).toBe('Last name is required')
    expect(errorOf(schema, { lastName: 'L' }, 'lastName')).toBe('Last name must be at least 2 characters')
  })

  it('street address and city are at least 2 characters', () => {
    expect(errorOf(schema, { addressLine1: '1' }, 'addressLine1')).toBe('Street address must be at least 2 characters')
    expect(errorOf(schema, { city: 'X' }, 'city')).toBe('City must be at least 2 characters')
    expect(errorOf(schema, { state: '' }, 'state')).toBe('State is required')
  })

  it('street address: the rule of every form (readings 46)', () => {
    expect(errorOf(schema, { addressLine1: 'Main St' }, 'addressLine1')).toBe('Street address must be valid')
    expect(errorOf(schema, { addressLine1: "12 O'Brien Rd" }, 'addressLine1')).toBeUndefined()
  })

  it('choices: a value outside the options gets the "Please select" wording', () => {
    expect(errorOf(schema, { reason: 'Other' }, 'reason')).toBe('Please select how we can help you')
    expect(errorOf(schema, { reason: '' }, 'reason')).toBe('How can we help you is required')
    expect(errorOf(schema, { owner: 'maybe' }, 'owner')).toBe('Please select if you own an American Standard system')
    expect(errorOf(schema, { owner: null }, 'owner')).toBe('System ownership is required')
    expect(errorOf(schema, { contactMethod: 'fax' }, 'contactMethod')).toBe(
      'Please select if you own an American Standard system',
    )
  })

  it('contact opt-in must be ticked', () => {
    expect(errorOf(schema, { ...valid, contactOptIn: false }, 'contactOptIn')).toBe('Please agree to be contacted')
  })

  it('turns yes/no into a boolean and keeps optional comments', () => {
    expect(schema.parse(valid)).toEqual({ ...normalisedContact, reason: 'Repair', owner: true, contactMethod: 'email', contactOptIn: true })
    expect(schema.parse({ ...valid, owner: 'no', comments: ' hi ' })).toMatchObject({ owner: false, comments: 'hi' })
    expect(errorOf(schema, { ...valid, comments: 'x'.repeat(2001) }, 'comments')).toBe(tooLongMessage(2000))
  })
})

describe('customer care form', () => {
  const schema = customerCareFormSchema
  const valid = {
    serviceType: 'productAndWarranty',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '555-555-0123',
    zip: '78701',
    country: 'US',
    owner: 'yes',
    contactMethod: 'phone',
  }

  it('uses the customer-care wording', () => {
    expect(errorsOf(schema, {})).toEqual({
      serviceType: 'Please select a service type',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Enter a valid phone number',
      zip: 'Zip/Postal Code is required',
      country: 'Please select a country',
      owner: 'System ownership is required',
      contactMethod: 'Please select a preferred contact method',
    })
    expect(errorOf(schema, { firstName: 'A' }, 'firstName')).toBe('First name must be at least 2 characters')
    expect(errorOf(schema, { lastName: 'L' }, 'lastName')).toBe('Last name must be at least 2 characters')
    expect(errorOf(schema, { owner: 'maybe' }, 'owner')).toBe('System ownership is required')
    expect(errorOf(schema, { zip: '12$45' }, 'zip')).toBe('Zip/Postal Code must be valid')
  })

  it('accepts a valid request, comments optional', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: '+15555550123', owner: true })
  })

  it('requires a zip and phone of the chosen country for the US and Canada', () => {
    expect(errorOf(schema, { ...valid, zip: 'K1A 0B1' }, 'zip')).toBe('Zip/Postal Code must be valid')
    expect(errorOf(schema, { ...valid, country: 'CA', zip: '78701' }, 'zip')).toBe('Zip/Postal Code must be valid')
    expect(errorOf(schema, { ...valid, phone: '+44 20 7946 0958' }, 'phone')).toBe('Enter a valid phone number')
    expect(schema.parse({ ...valid, country: 'CA', zip: 'k1a 0b1' })).toMatchObject({ zip: 'K1A 0B1' })
  })

  it('accepts foreign postal codes and phone numbers for country Other', () => {
    expect(schema.parse({ ...valid, country: 'OO', zip: 'sw1a 1aa', phone: '+44 20 7946 0958' })).toMatchObject({
      zip: 'SW1A 1AA',
      phone: '+442079460958',
    })
  })
})

describe('newsletter form', () => {
  it.each([
    ['', 'Please enter a valid email'],
    ['ann', 'Please enter an email with a @ and a domain name'],
    ['ann@example', 'Please enter an email with a @ and a domain name'],
    ['ann@example.c', 'Please enter a valid email'],
  ])('%j -> %s', (email, message) => {
    expect(errorOf(newsletterFormSchema, { email }, 'email')).toBe(message)
  })

  it('accepts and lower-cases a valid email', () => {
    expect(newsletterFormSchema.parse({ email: ' Ann@Example.com' })).toEqual({ email: 'ann@example.com' })
  })
})

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

describe('client and server share the field rules', () => {
  it('a form output goes through the intake unchanged (same normalisation, no stricter rule)', () => {
    const consent = currentConsentRecord('/privacy-policy/')
    const forms = [contactDealerModalFormSchema, dealerLeadFormSchema, homeContactFormStep2Schema]
    for (const form of forms) {
      const values = form.parse(contact)
      const result = parseLeadSubmission({
        kind: 'CONTACT_DEALER',
        companyId: 1,
        source: LEAD_SOURCES.contactDealerModal,
        ...values,
        consent,
      })
      expect(result.ok && result.lead).toMatchObject(values)
    }
  })

  it('the contact-us page and customer-care outputs pass their intake kinds', () => {
    const consent = currentConsentRecord('/privacy-policy/')
    const page = contactUsPageFormSchema.parse({ ...contact, reason: 'Offers', owner: 'no', contactMethod: 'phone', contactOptIn: true })
    expect(parseLeadSubmission({ kind: 'CONTACT_US', companyId: 5, ...page, consent })).toMatchObject({ ok: true, lead: page })
    const care = customerCareFormSchema.parse({
      serviceType: 'productAndWarranty',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+44 20 7946 0958',
      zip: 'SW1A 1AA',
      country: 'OO',
      owner: 'no',
      contactMethod: 'phone',
    })
    expect(parseLeadSubmission({ kind: 'CUSTOMER_SERVICE', ...care, consent })).toMatchObject({ ok: true, lead: care })
  })
})

describe('one-line fields cannot carry line breaks or NUL', () => {
  it('turns each run of control characters into one space, in the forms and the intake alike', () => {
    const values = dealerLeadFormSchema.parse({
      firstName: 'Pat\r\nBcc: victim@example.com',
      lastName: 'Home\u0000owner',
      email: 'pat@example.com',
      phone: '(555) 555-0123',
      addressLine1: '12 Main St\u2028Apt 4',
      city: '\tDal\nlas ',
      state: 'TX',
      zip: '75001',
    })
    expect(values).toMatchObject({ firstName: 'Pat Bcc: victim@example.com', lastName: 'Home owner', addressLine1: '12 Main St Apt 4', city: 'Dal las' })
  })

  it('keeps the line breaks of comments but drops NUL', () => {
    const parsed = parseLeadSubmission({
      kind: 'CONTACT_DEALER', companyId: 1, source: 'asa-dealer-contact', firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com',
      phone: '(555) 555-0123', addressLine1: '12 Main St', city: 'Dallas', state: 'TX', zip: '75001', comments: 'one\ntwo\u0000',
      consent: { version: 'lead-consent-v1' },
    })
    expect(parsed).toMatchObject({ ok: true, lead: { comments: 'one\ntwo' } })
  })
})

describe('contact-a-dealer block in French (readings 18)', () => {
  it('gives our French messages and the spec’s state message', async () => {
    const { contactDealerBlockFrStep1Schema, contactDealerBlockFrStep2Schema } = await import('./leadSchemas')
    const step1 = contactDealerBlockFrStep1Schema.safeParse({ firstName: '', lastName: 'L', email: 'x', phone: '1' })
    expect(step1.success).toBe(false)
    const step1Errors = step1.success ? {} : Object.fromEntries(step1.error.issues.map((i) => [i.path.join('.'), i.message]))
    expect(step1Errors).toEqual({
      firstName: 'Veuillez entrer votre prénom',
      lastName: 'Le nom doit comporter au moins 2 caractères',
      email: 'Veuillez entrer une adresse courriel valide',
      phone: 'Veuillez entrer un numéro de téléphone valide',
    })
    const step2 = contactDealerBlockFrStep2Schema.safeParse({ addressLine1: '', city: '', state: '', zip: '' })
    const step2Errors = step2.success ? {} : Object.fromEntries(step2.error.issues.map((i) => [i.path.join('.'), i.message]))
    expect(step2Errors).toEqual({
      addressLine1: 'Veuillez entrer votre adresse',
      city: 'Veuillez entrer votre ville',
      state: 'Veuillez sélectionner un état',
      zip: 'Veuillez entrer votre code postal',
    })
  })
})

describe('yes/no questions left untouched in the browser', () => {
  it('an unchecked radio group (null) gets the field’s own message', () => {
    const page = contactUsPageFormSchema.safeParse({ owner: null })
    expect(page.success ? undefined : page.error.issues.find((i) => i.path[0] === 'owner')?.message).toBe('System ownership is required')
    const care = customerCareFormSchema.safeParse({ owner: null })
    expect(care.success ? undefined : care.error.issues.find((i) => i.path[0] === 'owner')?.message).toBe('System ownership is required')
    const other = contactUsPageFormSchema.safeParse({ owner: 'maybe' })
    expect(other.success ? undefined : other.error.issues.find((i) => i.path[0] === 'owner')?.message).toBe('Please select if you own an American Standard system')
  })
})
