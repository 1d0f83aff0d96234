import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { leadsDashboard } from '@/server/leads/dashboard'
import { isPostgres, runSql } from '@/server/db/rawSql'
import { adapterName, testPayload } from './support/payload'

// The dashboard's numbers on a few known leads. They are dated in January 2031 and the dashboard is
// asked for "now" = 2031-01-30, so the leads other test files store today are outside its range.
const NOW = new Date('2031-01-30T18:00:00.000Z')
const stamp = Date.now()
let payload: Payload

interface Seed {
  at: string
  kind: string
  source: string
  state: string | null
  companyId: number | null
  status: string
  /** Seconds from the lead to its delivery (delivered leads). */
  deliveredAfter?: number
}

// 2031-01-30: three leads and two repeats; 2031-01-28: two and one repeat; 2030-12-01: outside 30 days (inside 90).
// A repeat is stored as the intake stores it: isRepeat, delivery status "repeat" (nothing sent).
const leads: Seed[] = [
  { at: '2031-01-30T09:00:00.000Z', kind: 'CONTACT_DEALER', source: 'asa-dealer-contact', state: 'TX', companyId: 8_800_001, status: 'delivered', deliveredAfter: 4 },
  { at: '2031-01-30T10:00:00.000Z', kind: 'CONTACT_DEALER', source: 'asa-dealer-contact', state: 'tx', companyId: 8_800_001, status: 'delivered', deliveredAfter: 6 },
  { at: '2031-01-30T11:00:00.000Z', kind: 'MARKETO', source: 'footer-newsletter', state: null, companyId: null, status: 'none' },
  { at: '2031-01-28T09:00:00.000Z', kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', state: 'FL', companyId: 8_800_002, status: 'delivered', deliveredAfter: 120 },
  { at: '2031-01-28T12:00:00.000Z', kind: 'CONTACT_US', source: 'contact-us', state: 'FL', companyId: null, status: 'dead' },
  { at: '2030-12-01T12:00:00.000Z', kind: 'CUSTOMER_SERVICE', source: 'customer-care', state: 'GA', companyId: null, status: 'retrying' },
  { at: '2031-01-30T09:05:00.000Z', kind: 'CONTACT_DEALER', source: 'asa-dealer-contact', state: 'TX', companyId: 8_800_001, status: 'repeat' },
  { at: '2031-01-30T09:10:00.000Z', kind: 'CONTACT_DEALER', source: 'asa-dealer-contact', state: 'TX', companyId: 8_800_001, status: 'repeat' },
  { at: '2031-01-28T09:30:00.000Z', kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', state: 'FL', companyId: 8_800_002, status: 'repeat' },
]

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'dealers',
    data: { data: { companyID: 8_800_001, name: 'COMFORT DASHBOARD HEATING', email: `dash-${stamp}@dealer.example.com` }, location: { lat: 32.9, lon: -96.8 } },
    context: { disableRevalidate: true },
  })
  const bool = (value: boolean) => (isPostgres(payload) ? String(value) : value ? 1 : 0)
  for (const [i, lead] of leads.entries()) {
    const delivered = lead.deliveredAfter === undefined ? null : new Date(Date.parse(lead.at) + lead.deliveredAfter * 1000).toISOString()
    await runSql(
      payload,
      'INSERT INTO leads (kind, source, email, state, company_id, delivery_status, is_repeat, delivered_at, created_at, updated_at, event_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [lead.kind, lead.source, `dash-${i}-${stamp}@example.com`, lead.state, lead.companyId, lead.status, bool(lead.status === 'repeat'), delivered, lead.at, lead.at, `dash-${i}-${stamp}`],
    )
  }
})

describe(`leads dashboard numbers (${adapterName()})`, () => {
  it('counts the last 30 days by day, kind, source, delivery, dealer and state: distinct requests, repeats apart', async () => {
    const data = await leadsDashboard(payload, 30, { now: NOW })
    expect(data.days).toHaveLength(30)
    expect(data.days[0]).toBe('2031-01-01')
    expect(data.days[29]).toBe('2031-01-30')
    expect(data.requests).toBe(5)
    expect(data.repeats).toBe(3)
    expect(data.byKind.repeatsPerDay.slice(-3)).toEqual([1, 0, 2])

    expect(data.byKind.groups.map((g) => g.label)).toEqual(['Contact a dealer', 'Contact form', 'Newsletter signup'])
    const kindOn = (day: string) => data.byKind.series.find((row) => row.day === day)
    expect(kindOn('2031-01-30')).toEqual({ day: '2031-01-30', CONTACT_DEALER: 2, CONTACT_US: 0, MARKETO: 1 })
    expect(kindOn('2031-01-28')).toEqual({ day: '2031-01-28', CONTACT_DEALER: 1, CONTACT_US: 1, MARKETO: 0 })
    expect(kindOn('2031-01-29')).toEqual({ day: '2031-01-29', CONTACT_DEALER: 0, CONTACT_US: 0, MARKETO: 0 })
    expect(data.bySource.series.find((row) => row.day === '2031-01-30')).toMatchObject({ 'asa-dealer-contact': 2, 'footer-newsletter': 1 })
    // Sources are named as the Leads list's "Lead source" column names them.
    expect(Object.fromEntries(data.bySource.groups.map((g) => [g.key, g.label]))).toEqual({
      'asa-dealer-contact': 'Dealer locator form',
      'asa-dealer-contact-home': 'Home contact form',
      'contact-us': 'Contact us',
      'footer-newsletter': 'Footer newsletter',
    })

    // Delivered: 3 (after 4 s, 6 s and 120 s); dead: 1; nothing to send: 1. Nearest rank of 3 values:
    // p50 = rank ceil(1.5) = 2 -> 6 s; p95 = rank ceil(2.85) = 3 -> 120 s.
    expect(data.delivery).toEqual({ delivered: 3, retrying: 0, dead: 1, nothingToSend: 1, repeats: 3, p50Seconds: 6, p95Seconds: 120, timed: 3 })
    expect(data.topDealers).toEqual([
      { companyId: 8_800_001, name: 'Comfort Dashboard Heating', leads: 2, repeats: 2 },
      { companyId: 8_800_002, name: 'Dealer 8800002', leads: 1, repeats: 1 },
    ])
    // State spelled "tx" and "TX" is one state.
    expect(data.topStates).toEqual([
      { state: 'FL', leads: 2 },
      { state: 'TX', leads: 2 },
    ])
  })

  it('90 days include the older lead', async () => {
    const data = await leadsDashboard(payload, 90, { now: NOW })
    expect(data.requests).toBe(6)
    expect(data.repeats).toBe(3)
    expect(data.delivery.retrying).toBe(1)
    expect(data.topStates.map((s) => s.state)).toEqual(['FL', 'TX', 'GA'])
  })

  it("the list's date filter takes a picked day from its start, and its distinct requests equal the dashboard's", async () => {
    const data = await leadsDashboard(payload, 30, { now: NOW })
    // Payload's day picker sends a picked day as noon UTC; the 09:00 leads of 30 Jan count as that day's.
    const ours = { email: { like: `-${stamp}@example.com` } }
    const day30 = await payload.count({ collection: 'leads', where: { and: [ours, { createdAt: { greater_than: '2031-01-30T12:00:00.000Z' } }] } })
    expect(day30.totalDocs).toBe(5)
    const upTo28 = await payload.count({ collection: 'leads', where: { and: [ours, { createdAt: { less_than_equal: '2031-01-28T12:00:00.000Z' } }] } })
    expect(upTo28.totalDocs).toBe(4)
    // A precise time keeps its meaning.
    const afterNine = await payload.count({ collection: 'leads', where: { and: [ours, { createdAt: { greater_than: '2031-01-30T09:00:00.000Z' } }] } })
    expect(afterNine.totalDocs).toBe(4)
    // The list filtered on the dashboard's days and "Repeat request: No".
    const listed = await payload.count({ collection: 'leads', where: { and: [ours, { createdAt: { greater_than: `${data.days[0]}T12:00:00.000Z` } }, { isRepeat: { equals: false } }] } })
    expect(listed.totalDocs).toBe(data.requests)
  })
})
