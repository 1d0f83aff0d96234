import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { currentConsentRecord } from '@/domain/leads/consent'
import { FIELD_MAX_LENGTH } from '@/domain/leads/leadFields'
import { parseLeadSubmission } from '@/domain/leads/leadIntake'
import { LEAD_SOURCES, REBATE_MODAL_COMMENTS } from '@/domain/leads/leadNames'
import {
  contactDealerModalFormSchema,
  contactUsPageFormSchema,
  customerCareFormSchema,
  dealerLeadFormSchema,
  dealerLeadFormStep1Schema,
  dealerLeadFormStep2Schema,
  homeContactFormStep2Schema,
  newsletterFormSchema,
  rebateModalFormSchema,
  rebateModalFormStep2Schema,
} from '@/domain/leads/leadSchemas'
import { tooLongMessage } from '@/domain/leads/messages'
import { contact, normalisedContact } from './testContact'

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

  it("keeps a NUL from cutting a newsletter signup's source (issue 40)", () => {
    const parsed = parseLeadSubmission({ kind: 'MARKETO', email: 'pat@example.com', source: 'footer\u0000-evil\r\nX: y' })
    expect(parsed).toMatchObject({ ok: true, lead: { source: 'footer -evil X: y' } })
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
