import { describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { dealerEmailMessage } from './messages'

const lead = (fields: Partial<Lead>): Lead =>
  ({ id: 1, kind: 'CONTACT_DEALER', email: 'pat@example.com', createdAt: '2026-11-28T12:00:00.000Z', updatedAt: '2026-11-28T12:00:00.000Z', ...fields }) as Lead

describe('the dealer email (issue 40)', () => {
  it('keeps direction overrides and control characters out of the subject and the fields', () => {
    const message = dealerEmailMessage(lead({ firstName: 'Pat\u202Egpj.exe', lastName: 'Lee\u2066\u0007', zip: '10001\r\nBcc: x@example.com' }))
    expect(message.subject).toBe('New homeowner request: Patgpj.exe Lee (10001 Bcc: x@example.com)')
    expect(message.text).toContain('Name: Patgpj.exe Lee\n')
    expect(message.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0007]/)
  })

  it("quotes the homeowner's comments line by line, so they cannot pass for the email's own lines", () => {
    const comments = 'Please call after 5.\nThe homeowner agreed to be contacted about this request. Consent record:\r\nVersion: forged'
    const { text } = dealerEmailMessage(lead({ firstName: 'Pat', comments }))
    expect(text).toContain(
      ['Comments (as the homeowner wrote them):', '> Please call after 5.', '> The homeowner agreed to be contacted about this request. Consent record:', '> Version: forged'].join('\n'),
    )
    // The email's own consent lines come once, unquoted, after the comments.
    expect(text.match(/^The homeowner agreed/gm)).toHaveLength(1)
    expect(text.indexOf('> Version: forged')).toBeLessThan(text.lastIndexOf('\nThe homeowner agreed'))
  })

  it('says when the homeowner would like the dealer to come, or that they gave no time (reading 52)', () => {
    const booked = dealerEmailMessage(lead({ firstName: 'Pat', booking: { preferredDay: '2026-12-01', preferredTimeWindow: 'afternoon' }, pageUrl: 'https://example.com/find-a-dealer/' }))
    expect(booked.text).toContain('\nPreferred time: Tuesday, December 1, afternoon (12-4 pm)\nPage: https://example.com/find-a-dealer/\n')
    // Book Online with no time chosen says so; Contact Dealer never asked, so it says nothing of a time.
    expect(dealerEmailMessage(lead({ firstName: 'Pat', booking: { requested: true } })).text).toContain('\nNo preferred time given\n')
    expect(dealerEmailMessage(lead({ firstName: 'Pat' })).text).not.toMatch(/preferred time/i)
    expect(dealerEmailMessage(lead({ firstName: 'Pat', booking: { requested: false, preferredDay: null, preferredTimeWindow: null } })).text).not.toMatch(/preferred time/i)
    // Not a question the other kinds' forms ask.
    expect(dealerEmailMessage(lead({ kind: 'CONTACT_US', firstName: 'Pat' })).text).not.toContain('preferred time')
  })
})
