import { describe, expect, it } from 'vitest'
import { leadFormLabel, leadKindLabel, leadSourceLabel, leadTitle } from './leadLabels'

describe('lead labels', () => {
  it('names every source the forms send, and still reads an unknown one', () => {
    expect(leadSourceLabel('asa-dealer-contact')).toBe('Dealer locator form')
    expect(leadSourceLabel('asa-dealer-contact-home')).toBe('Home contact form')
    expect(leadSourceLabel('asa-dealer-contact-spring-promo')).toBe('Dealer locator form (spring promo)')
    expect(leadSourceLabel('CONTACT_US')).toBe('Customer care form')
    expect(leadSourceLabel('AS:CONTACT_US')).toBe('Contact-a-dealer page')
    expect(leadSourceLabel('SOME_NEW_PLACE')).toBe('Some new place')
    expect(leadSourceLabel(null)).toBe('Not recorded')
  })
  it('names kinds and forms', () => {
    expect(leadKindLabel('CUSTOMER_SERVICE')).toBe('Customer care')
    expect(leadFormLabel('HOME_CONTACT_FORM')).toBe('Home contact form')
  })
  it('titles a lead by who, what and when', () => {
    expect(leadTitle({ firstName: 'Jane', lastName: 'Doe', kind: 'CONTACT_DEALER', createdAt: '2026-11-25T23:30:00.000Z' })).toBe('Jane Doe · Contact a dealer · 25 Nov 2026')
    expect(leadTitle({ email: 'jo@example.com', kind: 'MARKETO' })).toBe('jo@example.com · Newsletter signup')
    expect(leadTitle({})).toBe('Unnamed homeowner · Not recorded')
  })
})
