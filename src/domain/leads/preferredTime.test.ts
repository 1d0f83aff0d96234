import { describe, expect, it } from 'vitest'
import { FIELD_MESSAGES as M, preferredTimeConfirmation } from './messages'
import { parseLeadSubmission } from './leadIntake'
import { contactDealerModalFormSchema } from './leadSchemas'
import { LEAD_SOURCES } from './leadNames'
import { currentConsentRecord } from './consent'
import { contact } from './testContact'
import { isBookingRequest, isPreferredDayAllowed, localIsoDay, preferredDayOptions, preferredTimeLine, preferredTimeText } from './preferredTime'

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000))

describe('Book Online: preferred day and time (reading 52)', () => {
  it('offers the next 14 days after the device’s day, in words, across a month and a year end', () => {
    const options = preferredDayOptions('2026-12-24')
    expect(options).toHaveLength(14)
    expect(options[0]).toEqual({ value: '2026-12-25', label: 'Fri, Dec 25' })
    expect(options.map((o) => o.value)).toContain('2027-01-01')
    expect(options.at(-1)).toEqual({ value: '2027-01-07', label: 'Thu, Jan 7' })
    expect(preferredDayOptions('2026-11-30')[0]).toEqual({ value: '2026-12-01', label: 'Tue, Dec 1' })
    expect(localIsoDay(new Date(2026, 1, 3, 23, 30))).toBe('2026-02-03')
  })

  it('allows the days some device could have offered: tomorrow to 14 days on, a day of slack either side for time zones', () => {
    const now = new Date('2026-11-29T12:00:00Z')
    expect(isPreferredDayAllowed('2026-11-30', now)).toBe(true)
    expect(isPreferredDayAllowed('2026-12-13', now)).toBe(true)
    // A device already in tomorrow (UTC+14) offers up to the 15th day; one still in yesterday (UTC-10) offers today.
    expect(isPreferredDayAllowed('2026-12-14', now)).toBe(true)
    expect(isPreferredDayAllowed('2026-11-29', now)).toBe(true)
    for (const day of ['2026-11-28', '2026-12-15', '2027-11-30', '2026-02-30', '2026-13-01', 'tomorrow', '2026-12-1', ''])
      expect(isPreferredDayAllowed(day, now), day).toBe(false)
  })

  it('words the preferred time for the confirmation, the dealer and the admin', () => {
    expect(preferredTimeText({ preferredDay: '2026-12-01', preferredTimeWindow: 'afternoon' })).toBe('Tuesday, December 1, afternoon (12-4 pm)')
    expect(preferredTimeText({ preferredDay: '2026-12-01' })).toBe('Tuesday, December 1, any time')
    expect(preferredTimeText({ preferredTimeWindow: 'morning' })).toBe('Any day, morning (8 am-12 pm)')
    expect(preferredTimeText({ preferredDay: null, preferredTimeWindow: null })).toBeNull()
    expect(preferredTimeLine({ preferredDay: '2026-12-07', preferredTimeWindow: 'evening' })).toBe('Preferred time: Monday, December 7, evening (4-7 pm)')
    expect(preferredTimeLine({})).toBe('No preferred time given')
    expect(preferredTimeConfirmation('Tuesday, December 1, afternoon (12-4 pm)')).toBe(
      'Your preferred time: Tuesday, December 1, afternoon (12-4 pm). The dealer will confirm a time with you.',
    )
  })

  it('the modal form takes both as optional, and an untouched select or radio group as none given', () => {
    const tomorrow = daysFromToday(1)
    expect(contactDealerModalFormSchema.parse({ ...contact, preferredDay: tomorrow, preferredTimeWindow: 'evening' })).toMatchObject({ preferredDay: tomorrow, preferredTimeWindow: 'evening' })
    const none = contactDealerModalFormSchema.parse({ ...contact, preferredDay: '', preferredTimeWindow: null })
    expect(none.preferredDay).toBeUndefined()
    expect(none.preferredTimeWindow).toBeUndefined()
  })

  it('the intake keeps them on a dealer lead and refuses a day out of range or an unknown window with a clear message', () => {
    const lead = { kind: 'CONTACT_DEALER', companyId: 1234, source: LEAD_SOURCES.dealerContact, ...contact, consent: currentConsentRecord('/privacy-policy/') }
    const day = daysFromToday(3)
    const accepted = parseLeadSubmission({ ...lead, preferredDay: day, preferredTimeWindow: 'morning' })
    expect(accepted.ok && accepted.lead).toMatchObject({ preferredDay: day, preferredTimeWindow: 'morning' })
    const refused = parseLeadSubmission({ ...lead, preferredDay: daysFromToday(40), preferredTimeWindow: 'midnight' })
    expect(refused).toMatchObject({ ok: false, fieldErrors: { preferredDay: M.preferredDayInvalid, preferredTimeWindow: M.preferredTimeWindowInvalid } })
    expect(parseLeadSubmission({ ...lead, preferredDay: 20261201, preferredTimeWindow: ['morning'] })).toMatchObject({
      ok: false,
      fieldErrors: { preferredDay: M.preferredDayInvalid, preferredTimeWindow: M.preferredTimeWindowInvalid },
    })
  })
})

describe('a booking request (Book Online) or a request to be contacted', () => {
  it('is a booking when Book Online sent it, or when a stored lead gave a time', () => {
    expect(isBookingRequest({ requested: true })).toBe(true)
    expect(isBookingRequest({ requested: null, preferredDay: '2026-12-01' })).toBe(true)
    expect(isBookingRequest({ preferredTimeWindow: 'evening' })).toBe(true)
    expect(isBookingRequest({ requested: false })).toBe(false)
    expect(isBookingRequest({ preferredDay: ' ', preferredTimeWindow: 'noon' })).toBe(false)
    expect(isBookingRequest(null)).toBe(false)
  })
})
