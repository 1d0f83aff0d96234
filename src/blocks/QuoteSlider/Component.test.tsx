import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { QuoteSliderComponent } from './Component'
import { quoteSliderFixture } from './fixtures'

describe('QuoteSlider', () => {
  it('renders each quote with its sup title, title and author, full width', async () => {
    const html = await renderHtml(<QuoteSliderComponent {...quoteSliderFixture} />)
    expect(html).toContain('<div class="quote-slider">')
    expect(html).toContain('<p class="quote-slide__sup">New heat pump</p><p class="quote-slide__title">A quieter house</p><blockquote class="quote-slide__quote"><p>We only notice the new system because the bills went down.</p></blockquote><figcaption class="quote-slide__author">Luis, Austin TX</figcaption>')
    expect(html.match(/aria-label="\d of 3"/g)).toHaveLength(3)
  })

  it('leaves out slides without a quote', async () => {
    const html = await renderHtml(<QuoteSliderComponent blockType="quoteSlider" label="Quotes" slides={[{ quote: '  ', title: 'Empty' }]} />)
    expect(html).toBe('')
  })
})
