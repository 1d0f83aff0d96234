import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { PricingGuideComponent } from './Component'
import { pricingGuideFixture } from './fixtures'

describe('Pricing guide', () => {
  it('shows the four cards with the ductwork price range', async () => {
    const html = await renderHtml(<PricingGuideComponent {...pricingGuideFixture} />)
    expect([...html.matchAll(/<h3 class="pguide__title">([^<]+)</g)].map((m) => m[1])).toEqual(['Climate &amp; Region', 'Your Home', 'Existing Ductwork', 'Product Features'])
    expect(html).toContain('$3,000-$10,000')
  })

  it('renders nothing without cards', async () => {
    expect(await renderHtml(<PricingGuideComponent {...pricingGuideFixture} cards={[]} />)).toBe('')
  })
})
