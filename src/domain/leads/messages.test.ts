import { describe, expect, it } from 'vitest'
import {
  FIELD_MESSAGES,
  INTAKE_ERRORS,
  LEAD_UI_TEXT,
  OUTCOME_MESSAGES,
  customerCareFailureMessage,
  leadNextStepMessage,
  leadSubmitFailureMessage,
  tooLongMessage,
} from '@/domain/leads/messages'

describe('lead messages', () => {
  it('words the lead submit failure exactly as the spec, with the support phone', () => {
    expect(leadSubmitFailureMessage('1-800-555-0123')).toBe(
      'We are having trouble locating a service provider in your area. For further assistance, reach out to us at 1-800-555-0123, Monday to Friday, 7am to 5pm CST.',
    )
  })

  it('words the success texts exactly as the specs', () => {
    expect(OUTCOME_MESSAGES.dealerRequestReceived).toBe(
      "Thank you. We've received your request and a dealer will reach out to you shortly",
    )
    expect(OUTCOME_MESSAGES.emailSent).toBe('Your email has been sent!')
    expect(OUTCOME_MESSAGES.newsletterSubmitted).toBe('Thank you! Your email has been successfully submitted.')
    expect(OUTCOME_MESSAGES.noDealerSelected).toBe('No dealer selected')
  })

  it('names the dealer, the contact window and the reference in the line after the success sentence (reading 51)', () => {
    expect(leadNextStepMessage({ dealerNames: ['Cool Air Co'], contactWindow: 'within one business day', reference: 'abc-123' })).toBe(
      "Cool Air Co will contact you within one business day. Your request's reference: abc-123.",
    )
    expect(leadNextStepMessage({ dealerNames: ['A', 'B', 'C'], contactWindow: 'within 24 hours', reference: 'r' })).toBe(
      "A, B and C will each contact you within 24 hours. Your request's reference: r.",
    )
  })

  it('falls back to the brand and "shortly" when the dealer or the window is unknown', () => {
    expect(leadNextStepMessage({ dealerNames: [], reference: 'r', brandName: 'American Standard' })).toBe(
      "A local American Standard dealer will contact you shortly. Your request's reference: r.",
    )
  })

  it('gives customer care its own hours (CT) in the failure text', () => {
    expect(customerCareFailureMessage('1-800-555-0123')).toContain('call us at 1-800-555-0123, Monday to Friday, 7am to 5pm CT.')
  })

  it('states the length cap', () => {
    expect(tooLongMessage(80)).toBe('Must be at most 80 characters')
  })

  it('holds the fixed copy of the lead modals and panels', () => {
    expect(LEAD_UI_TEXT.contactModalTitle).toBe('Contact your local dealer')
    expect(LEAD_UI_TEXT.dealerModalTitle).toBe('Who are we helping today?')
    expect(LEAD_UI_TEXT.dealerModalIntro).toBe(
      'Need help? Answer a few questions to connect with a dealer who can help you find your best HVAC solution.',
    )
    expect(LEAD_UI_TEXT.connectMoreTitle).toBe('Connect with even more dealers')
    expect(LEAD_UI_TEXT.connectMoreSubtitle).toBe('Send your recommendation to additional dealers in your area')
    expect(LEAD_UI_TEXT.customerCareTitle).toBe('We’re here to help you get the home comfort you desire.')
  })

  it('writes each text once', () => {
    const texts = [
      ...Object.values(FIELD_MESSAGES),
      ...Object.values(OUTCOME_MESSAGES),
      ...Object.values(INTAKE_ERRORS),
      ...Object.values(LEAD_UI_TEXT),
    ]
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('keeps the French state message of the dealer-contact block', () => {
    expect(FIELD_MESSAGES.selectAStateFr).toBe('Veuillez sélectionner un état')
  })
})
