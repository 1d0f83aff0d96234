import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { CompanyTimelineComponent } from './Component'
import { companyTimelineFixture } from './fixtures'

/** The years the spec's company history timeline covers (page-blocks spec, "Other"). */
const HISTORY_YEARS = [1885, 1910, 1923, 1931, 1938, 1970, 1984, 2008]

const yearsIn = (html: string) => [...html.matchAll(/<p class="timeline__year">(\d+)<\/p>/g)].map((m) => Number(m[1]))

describe('Company history timeline', () => {
  it("shows the spec's eight years in order with their milestones", async () => {
    const html = await renderHtml(<CompanyTimelineComponent {...companyTimelineFixture} />)
    expect(yearsIn(html)).toEqual(HISTORY_YEARS)
    expect(html).toContain('<h2 class="timeline__title">Our history</h2>')
    expect(html.match(/<h3/g)).toHaveLength(8)
  })

  it('orders milestones by year whatever the editor order, and renders nothing without any', async () => {
    const entries = [...companyTimelineFixture.entries].reverse()
    expect(yearsIn(await renderHtml(<CompanyTimelineComponent {...companyTimelineFixture} entries={entries} />))).toEqual(HISTORY_YEARS)
    expect(await renderHtml(<CompanyTimelineComponent {...companyTimelineFixture} entries={[]} />)).toBe('')
  })
})
