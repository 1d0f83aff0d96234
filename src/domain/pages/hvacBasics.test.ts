import { describe, expect, it } from 'vitest'
import { HVAC_BASICS_LINKS, hvacBasicsNavItems } from './hvacBasics'

describe('HVAC basics paths', () => {
  it('lists 13 distinct pages under the hvac-basics hub, each a trailing-slash path', () => {
    expect(HVAC_BASICS_LINKS).toHaveLength(13)
    expect(new Set(HVAC_BASICS_LINKS.map((l) => l.path)).size).toBe(13)
    for (const link of HVAC_BASICS_LINKS) {
      expect(link.path).toMatch(/^\/resources\/getting-started\/hvac-basics\/[a-z0-9-]+\/$/)
      expect(link.path).toBe(`/${link.slug}/`)
    }
  })

  it('links only the pages that are published', () => {
    const items = hvacBasicsNavItems(['home', 'resources/getting-started/hvac-basics/heat-pumps'])
    expect(items.filter((i) => i.available).map((i) => i.path)).toEqual(['/resources/getting-started/hvac-basics/heat-pumps/'])
    expect(items).toHaveLength(13)
    expect(hvacBasicsNavItems([]).some((i) => i.available)).toBe(false)
  })

  it('takes an editor’s topics: a page of this site is a link once published, another address always, an empty link never', () => {
    const items = hvacBasicsNavItems(['resources/getting-started/hvac-basics/heat-pumps'], [
      { label: 'Heat pumps first', href: '/resources/getting-started/hvac-basics/heat-pumps/' },
      { label: 'Zoning', href: '/products/zoning/#how' },
      { label: 'Energy Star', href: 'https://www.energystar.gov/' },
      { label: 'Deleted page', href: null },
    ])
    expect(items).toEqual([
      { label: 'Heat pumps first', path: '/resources/getting-started/hvac-basics/heat-pumps/', available: true },
      { label: 'Zoning', path: '/products/zoning/#how', available: false },
      { label: 'Energy Star', path: 'https://www.energystar.gov/', available: true },
      { label: 'Deleted page', path: '', available: false },
    ])
  })
})
