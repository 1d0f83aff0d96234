import { renderHtml } from '../../../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { LeadsDashboardView } from './LeadsDashboardView'

const days = ['2026-11-25', '2026-11-26']
const period = (total: number, repeats = 0) => ({
  range: 30 as const,
  days,
  requests: total,
  repeats,
  byKind: { groups: [{ key: 'contact', label: 'Contact a dealer' }], series: days.map((day) => ({ day, contact: total / 2 })), repeatsPerDay: days.map(() => repeats / 2) },
  bySource: { groups: [{ key: 'locator', label: 'Locator' }], series: days.map((day) => ({ day, locator: total / 2 })) },
  delivery: { delivered: total, retrying: 0, dead: 0, nothingToSend: 0, repeats, p50Seconds: total ? 4 : null, p95Seconds: total ? 9 : null, timed: total },
  topDealers: [] as { companyId: number; name: string; leads: number; repeats: number }[],
  topStates: [] as { state: string; leads: number }[],
  experiments: [],
})
/** Each chart panel's name and what it shows in place of a chart, if anything (not the experiments' table). */
const panels = (html: string) =>
  [...html.matchAll(/<section class="leads-dashboard__panel"[^>]*data-chart="([^"]+)"[\s\S]*?<\/section>/g)].map(([panel, name]) => ({
    name,
    empty: /<p class="leads-dashboard__empty">([^<]*)<\/p>/.exec(panel)?.[1],
    chart: panel.includes('<figure'),
    table: panel.includes('Table of these numbers'),
  })).filter((panel) => panel.name !== 'experiments')

describe('the leads dashboard', () => {
  it('a period without leads says so in each panel, with no bare chart or empty table', async () => {
    const html = await renderHtml(<LeadsDashboardView data={period(0)} />)
    expect(html).toContain('0 requests from 2026-11-25 to 2026-11-26 (days in UTC).')
    // No "median –, 95th percentile – (0 delivered leads)" either.
    expect(html).toMatch(/>Time from a lead to its delivery\.<\/p>/)
    const shown = panels(html)
    expect(shown.map((p) => p.name)).toEqual(['leads-by-kind', 'leads-by-source', 'delivery', 'top-dealers', 'top-states'])
    for (const panel of shown) expect(panel).toEqual({ name: panel.name, empty: 'No leads in the last 30 days.', chart: false, table: false })
  })

  it('with leads, the charts and tables are there; a ranking with nothing to rank says why', async () => {
    const shown = panels(await renderHtml(<LeadsDashboardView data={period(4)} />))
    expect(shown.filter((p) => p.chart && p.table && !p.empty).map((p) => p.name)).toEqual(['leads-by-kind', 'leads-by-source', 'delivery'])
    expect(shown.find((p) => p.name === 'top-dealers')?.empty).toBe('No lead in the last 30 days went to a dealer.')
    expect(shown.find((p) => p.name === 'top-states')?.empty).toBe('No lead in the last 30 days gave an address.')
  })

  it('counts distinct requests in the headline and shows repeats apart, in the list\'s words', async () => {
    const html = await renderHtml(<LeadsDashboardView data={period(4, 6)} />)
    expect(html).toContain('4 requests from 2026-11-25 to 2026-11-26 (days in UTC). 6 repeats are not counted: the same person sending the same request again.')
    expect(html).toContain('<th scope="col" class="num">Repeats (not counted)</th>')
    // The delivery states read as the Leads list's "Delivery status" does.
    for (const label of ['Delivered', 'Pending or retrying', 'Gave up', 'Nothing to send', 'Repeat (not sent)']) expect(html).toContain(`<th scope="row">${label}</th>`)
    expect(html).not.toMatch(/Dead-lettered|notSent|CONTACT_|asa-/)
  })
})
