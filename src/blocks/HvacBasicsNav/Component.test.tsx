import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hvacBasicsNavItems } from '@/domain/pages/hvacBasics'
import { HvacBasicsNavView } from './Component'

describe('HVAC basics navigation', () => {
  it('lists all 13 topics and links only those whose page is published', () => {
    const items = hvacBasicsNavItems(['resources/getting-started/hvac-basics/heat-pumps', 'resources/getting-started/hvac-basics/gas-furnaces'])
    const html = renderToStaticMarkup(<HvacBasicsNavView title="HVAC basics" items={items} />)
    expect(html).toMatch(/<nav[^>]*aria-labelledby="hvac-basics-nav"/)
    expect(html.match(/<li/g)).toHaveLength(13)
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(hrefs).toEqual(['/resources/getting-started/hvac-basics/gas-furnaces/', '/resources/getting-started/hvac-basics/heat-pumps/'])
    expect(html).toContain('<span class="hvac-basics__soon">Air conditioners</span>')
  })

  it('shows the outline without any link before the topic pages exist', () => {
    const html = renderToStaticMarkup(<HvacBasicsNavView title="HVAC basics" items={hvacBasicsNavItems([])} />)
    expect(html).not.toContain('<a ')
    expect(html).toContain('Maintenance basics')
  })
})
