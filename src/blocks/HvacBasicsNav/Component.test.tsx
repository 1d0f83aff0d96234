import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { hvacBasicsNavItems } from '@/domain/pages/hvacBasics'
import { editorTopics, HvacBasicsNavView } from './Component'

describe('HVAC basics navigation', () => {
  it('lists all 13 topics and links only those whose page is published', async () => {
    const items = hvacBasicsNavItems(['resources/getting-started/hvac-basics/heat-pumps', 'resources/getting-started/hvac-basics/gas-furnaces'])
    const html = await renderHtml(<HvacBasicsNavView title="HVAC basics" items={items} />)
    expect(html).toMatch(/<nav[^>]*aria-labelledby="hvac-basics-nav"/)
    expect(html.match(/<li/g)).toHaveLength(13)
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(hrefs).toEqual(['/resources/getting-started/hvac-basics/gas-furnaces/', '/resources/getting-started/hvac-basics/heat-pumps/'])
    expect(html).toContain('<span class="hvac-basics__soon">Air conditioners</span>')
  })

  it('shows the outline without any link before the topic pages exist', async () => {
    const html = await renderHtml(<HvacBasicsNavView title="HVAC basics" items={hvacBasicsNavItems([])} />)
    expect(html).not.toContain('<a ')
    expect(html).toContain('Maintenance basics')
  })

  it('shows the topics an editor set, in their order, instead of the 13 standard ones', async () => {
    const topics = editorTopics([
      { link: { type: 'custom', url: 'https://www.energystar.gov/', label: 'Energy Star basics' } },
      { link: { type: 'custom', url: '/resources/getting-started/hvac-basics/sizing-a-system/', label: 'How big a system?' } },
      { link: { type: 'reference', reference: { id: 7, title: 'Heat pumps', slug: 'resources/getting-started/hvac-basics/heat-pumps', updatedAt: '', createdAt: '' }, label: 'Heat pumps' } },
    ])
    const html = await renderHtml(<HvacBasicsNavView title="Start here" items={hvacBasicsNavItems(['resources/getting-started/hvac-basics/heat-pumps'], topics)} />)
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html).toContain('<a href="https://www.energystar.gov/" class="hvac-basics__link">Energy Star basics</a>')
    expect(html).toContain('<span class="hvac-basics__soon">How big a system?</span>')
    expect(html).toContain('<a href="/resources/getting-started/hvac-basics/heat-pumps/" class="hvac-basics__link">Heat pumps</a>')
    expect(html).not.toContain('Maintenance basics')
    // A block saved before the list was editable has none: the 13 standard topics.
    expect(editorTopics(undefined)).toBeUndefined()
  })
})
