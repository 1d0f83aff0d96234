import { describe, expect, it } from 'vitest'
import { parseLeadSubmission } from '@/domain/leads/leadIntake'
import { checkNewsletterEmail, NEWSLETTER_FAILURE_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE, newsletterLeadBody, newsletterOutcome } from './emailBanner'

describe('email banner: the email check', () => {
  it('gives the spec’s messages: empty or invalid, and a missing @ or domain', () => {
    expect(checkNewsletterEmail('')).toEqual({ ok: false, message: 'Please enter a valid email' })
    expect(checkNewsletterEmail('homeowner.example.com')).toEqual({ ok: false, message: 'Please enter an email with a @ and a domain name' })
    expect(checkNewsletterEmail('homeowner@example')).toEqual({ ok: false, message: 'Please enter an email with a @ and a domain name' })
    expect(checkNewsletterEmail(' Home.Owner@Example.com ')).toEqual({ ok: true, email: 'home.owner@example.com' })
  })
})

describe('email banner: the lead', () => {
  it('is a MARKETO lead the intake accepts', () => {
    const parsed = parseLeadSubmission(newsletterLeadBody('home.owner@example.com', 'http://localhost:3000/block-gallery/'))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.lead).toMatchObject({ kind: 'MARKETO', email: 'home.owner@example.com', source: 'EMAIL_BANNER' })
  })

  it('leaves out an unknown page url', () => {
    expect(newsletterLeadBody('a@example.com')).not.toHaveProperty('pageUrl')
  })
})

describe('email banner: the answer', () => {
  it('shows the spec’s thank-you on 201 with an id', () => {
    expect(newsletterOutcome({ ok: true })).toEqual({ ok: true })
    expect(NEWSLETTER_SUCCESS_MESSAGE).toBe('Thank you! Your email has been successfully submitted.')
  })

  it('shows the intake’s email message at the field, a rate limit as said, anything else as our failure text', () => {
    expect(newsletterOutcome({ ok: false, status: 400, error: 'x', fieldErrors: { email: 'Please enter a valid email' } })).toEqual({ ok: false, message: 'Please enter a valid email', field: true })
    expect(newsletterOutcome({ ok: false, status: 429, error: 'Too many requests. Please try again later.', fieldErrors: {} })).toEqual({ ok: false, message: 'Too many requests. Please try again later.', field: false })
    expect(newsletterOutcome({ ok: false, status: 503, error: 'down', fieldErrors: {} })).toEqual({ ok: false, message: NEWSLETTER_FAILURE_MESSAGE, field: false })
    expect(newsletterOutcome({ ok: false, status: 201, fieldErrors: {} })).toEqual({ ok: false, message: NEWSLETTER_FAILURE_MESSAGE, field: false })
    expect(newsletterOutcome({ ok: false, status: 0, fieldErrors: {} })).toEqual({ ok: false, message: NEWSLETTER_FAILURE_MESSAGE, field: false })
  })
})
