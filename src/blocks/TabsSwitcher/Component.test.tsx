import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { TabsSwitcherComponent } from './Component'
import { tabsSwitcherFixture } from './fixtures'

describe('TabsSwitcher', () => {
  it('renders WAI-ARIA tabs: the first selected and in the tab order, the other panels hidden', async () => {
    const html = await renderHtml(<TabsSwitcherComponent {...tabsSwitcherFixture} />)
    expect(html).toContain('role="tablist" aria-label="Which system suits your home?"')
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html).toMatch(/aria-selected="true" tabindex="0" class="tabs-switcher__tab">Air conditioner</)
    expect(html).toMatch(/aria-selected="false" tabindex="-1" class="tabs-switcher__tab">Heat pump</)
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2)
  })

  it('lists items by line, or from JSON with the "pro" items marked as advantages', async () => {
    const html = await renderHtml(<TabsSwitcherComponent {...tabsSwitcherFixture} />)
    expect(html).toContain('<li class="tabs-switcher__item">Pairs with a gas furnace</li>')
    expect(html).toMatch(/<li class="tabs-switcher__item tabs-switcher__item--pro"><svg[^]*?<span class="visually-hidden">Advantage: <\/span>Efficient in mild winters<\/li>/)
    expect(html).toContain('<li class="tabs-switcher__item">May need a backup heat source in very cold climates</li>')
  })
})
