import { describe, expect, it } from 'vitest'
import { deliveryTargetsFor, leadDeliveredAt, nextDueAt, overallStatus, type TargetStatus } from '@/domain/leads/deliveryStatus'

const all = { crmWebhook: true, homeownerConfirmation: true }
const none = { crmWebhook: false, homeownerConfirmation: false }
const rows = (...statuses: TargetStatus[]) => statuses.map((status) => ({ status }))

describe('deliveryTargetsFor', () => {
  it('sends dealer and contact-us leads to the dealer email, then the CRM, then the homeowner', () => {
    expect(deliveryTargetsFor({ kind: 'CONTACT_DEALER', email: 'a@example.com', companyId: 1 }, all)).toEqual(['dealerEmail', 'crmWebhook', 'homeownerEmail'])
    expect(deliveryTargetsFor({ kind: 'CONTACT_US', email: 'a@example.com', companyId: 1 }, none)).toEqual(['dealerEmail'])
  })

  it('sends customer-service and newsletter leads to no dealer', () => {
    expect(deliveryTargetsFor({ kind: 'CUSTOMER_SERVICE', email: 'a@example.com' }, all)).toEqual(['crmWebhook', 'homeownerEmail'])
    expect(deliveryTargetsFor({ kind: 'MARKETO', email: 'a@example.com' }, none)).toEqual([])
  })

  it('never confirms a newsletter sign-up or a lead without an email address', () => {
    expect(deliveryTargetsFor({ kind: 'MARKETO', email: 'a@example.com' }, all)).toEqual(['crmWebhook'])
    expect(deliveryTargetsFor({ kind: 'CONTACT_DEALER', email: null, companyId: 1 }, all)).toEqual(['dealerEmail', 'crmWebhook'])
  })
})

describe('deliveryTargetsFor a dealer lead without a dealer (brand-routed form)', () => {
  it('goes to the brand CRM, configured or not, never to a dealer email', () => {
    expect(deliveryTargetsFor({ kind: 'CONTACT_DEALER', email: 'a@example.com', companyId: null }, none)).toEqual(['crmWebhook'])
    expect(deliveryTargetsFor({ kind: 'CONTACT_DEALER', email: 'a@example.com' }, all)).toEqual(['crmWebhook', 'homeownerEmail'])
  })
})

describe('overallStatus', () => {
  it('is the worst of the targets: dead, then retrying, then pending, then delivered', () => {
    expect(overallStatus(rows('delivered', 'pending', 'failed', 'dead'), false)).toBe('dead')
    expect(overallStatus(rows('delivered', 'pending', 'failed'), false)).toBe('retrying')
    expect(overallStatus(rows('delivered', 'pending'), false)).toBe('pending')
    expect(overallStatus(rows('delivered', 'skipped'), false)).toBe('delivered')
  })

  it('is repeat for a repeat lead, whatever its targets, and none when there is nothing to deliver', () => {
    expect(overallStatus(rows('dead'), true)).toBe('repeat')
    expect(overallStatus([], false)).toBe('none')
  })
})

describe('nextDueAt', () => {
  const now = new Date('2026-11-23T10:00:00.000Z')

  it('is now while a target is pending, even when another retries later', () => {
    expect(nextDueAt([{ status: 'failed', nextAttemptAt: '2026-11-23T11:00:00.000Z' }, { status: 'pending' }], now)).toBe(now.toISOString())
  })

  it('is the earliest retry of the failed targets', () => {
    const failed = [
      { status: 'failed' as const, nextAttemptAt: '2026-11-23T12:00:00.000Z' },
      { status: 'failed' as const, nextAttemptAt: '2026-11-23T10:05:00.000Z' },
      { status: 'delivered' as const, nextAttemptAt: '2026-11-23T10:01:00.000Z' },
    ]
    expect(nextDueAt(failed, now)).toBe('2026-11-23T10:05:00.000Z')
  })

  it('treats a failed target without a retry time as due now', () => {
    expect(nextDueAt([{ status: 'failed', nextAttemptAt: null }], now)).toBe(now.toISOString())
  })

  it('is null when nothing is left to do', () => {
    expect(nextDueAt(rows('delivered', 'dead', 'skipped'), now)).toBeNull()
    expect(nextDueAt([], now)).toBeNull()
  })
})

describe('leadDeliveredAt', () => {
  it('is the last target delivery once every target is delivered', () => {
    const delivered = (at: string) => ({ status: 'delivered' as const, deliveredAt: at })
    expect(leadDeliveredAt([delivered('2026-11-25T10:00:05.000Z'), delivered('2026-11-25T10:00:02.000Z')])).toBe('2026-11-25T10:00:05.000Z')
    expect(leadDeliveredAt([delivered('2026-11-25T10:00:05.000Z'), { status: 'failed', deliveredAt: null }])).toBeNull()
    expect(leadDeliveredAt([])).toBeNull()
  })
})
