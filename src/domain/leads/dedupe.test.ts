import { describe, expect, it } from 'vitest'
import { REPEAT_WINDOW_MS, isRepeatStatus, isRepeatWithin, repeatKey, repeatWindowMs, requestCounts } from '@/domain/leads/dedupe'
import { overallStatus } from '@/domain/leads/deliveryStatus'

describe('repeatKey', () => {
  it('identifies a lead by kind, dealer and normalised email', () => {
    const a = repeatKey({ kind: 'CONTACT_DEALER', companyId: 7, email: ' Ann@Example.com ', phone: '555-555-0123' })
    const b = repeatKey({ kind: 'CONTACT_DEALER', companyId: 7, email: 'ann@example.com', phone: '555-555-9999' })
    expect(a).toBe('CONTACT_DEALER|7|email:ann@example.com')
    expect(a).toBe(b)
  })

  it('falls back to the E.164 phone when there is no email', () => {
    const a = repeatKey({ kind: 'CONTACT_DEALER', companyId: 7, phone: '(555) 555-0123' })
    expect(a).toBe('CONTACT_DEALER|7|phone:+15555550123')
    expect(repeatKey({ kind: 'CONTACT_DEALER', companyId: 7, email: '', phone: '+1 555 555 0123' })).toBe(a)
    expect(repeatKey({ kind: 'CONTACT_DEALER', companyId: 7, phone: '12-34' })).toBe('CONTACT_DEALER|7|phone:1234')
  })

  it('tells apart dealers and kinds', () => {
    const lead = { kind: 'CONTACT_DEALER', companyId: 7, email: 'a@b.co' }
    expect(repeatKey(lead)).not.toBe(repeatKey({ ...lead, companyId: 8 }))
    expect(repeatKey(lead)).not.toBe(repeatKey({ ...lead, kind: 'CONTACT_US' }))
    expect(repeatKey({ kind: 'MARKETO', email: 'a@b.co' })).toBe('MARKETO|-|email:a@b.co')
  })

  it('has no key for a lead that names nobody', () => {
    expect(repeatKey({ kind: 'CONTACT_DEALER', companyId: 7 })).toBeNull()
    expect(repeatKey({ kind: 'CONTACT_DEALER', companyId: 7, email: ' ', phone: '--' })).toBeNull()
  })
})

describe('isRepeatWithin', () => {
  const now = new Date('2026-01-02T12:00:00Z')

  it('is a repeat strictly inside 24 hours', () => {
    expect(REPEAT_WINDOW_MS).toBe(86_400_000)
    expect(isRepeatWithin(new Date(now.getTime() - 1000), now)).toBe(true)
    expect(isRepeatWithin(new Date(now.getTime() - REPEAT_WINDOW_MS + 1), now)).toBe(true)
    expect(isRepeatWithin(new Date(now.getTime() - REPEAT_WINDOW_MS), now)).toBe(false)
    expect(isRepeatWithin('2026-01-01T11:00:00Z', now)).toBe(false)
  })

  it('accepts ISO strings and epoch numbers, and a custom window', () => {
    expect(isRepeatWithin('2026-01-02T11:00:00Z', now)).toBe(true)
    expect(isRepeatWithin(now.getTime() - 5000, now.getTime(), 1000)).toBe(false)
  })

  it('treats a future-dated previous lead as recent and an unreadable date as not', () => {
    expect(isRepeatWithin(new Date(now.getTime() + 60_000), now)).toBe(true)
    expect(isRepeatWithin('not a date', now)).toBe(false)
  })
})

describe('repeatWindowMs', () => {
  it('a newsletter address is subscribed once for good; other leads repeat within 24 hours', () => {
    expect(repeatWindowMs('MARKETO')).toBeNull()
    expect(repeatWindowMs('CONTACT_DEALER')).toBe(24 * 60 * 60 * 1000)
  })
})

describe('counting requests and repeats', () => {
  it('a lead stored as a repeat, and only such a lead, has the repeat status', () => {
    expect(isRepeatStatus(overallStatus([{ status: 'skipped' }], true))).toBe(true)
    expect(isRepeatStatus(overallStatus([], true))).toBe(true)
    for (const status of ['pending', 'failed', 'delivered', 'dead', 'skipped'] as const) expect(isRepeatStatus(overallStatus([{ status }], false))).toBe(false)
    expect(isRepeatStatus(overallStatus([], false))).toBe(false)
    expect(isRepeatStatus(null)).toBe(false)
  })

  it('counts distinct requests apart from their repeats', () => {
    // The editor test's figures: 163 leads, 91 of them repeats.
    const rows = [
      { status: 'delivered', count: 48 },
      { status: 'none', count: 24 },
      { status: 'repeat', count: 91 },
    ]
    expect(requestCounts(rows)).toEqual({ requests: 72, repeats: 91 })
    expect(requestCounts([{ status: null, count: 2 }])).toEqual({ requests: 2, repeats: 0 })
    expect(requestCounts([])).toEqual({ requests: 0, repeats: 0 })
  })
})
