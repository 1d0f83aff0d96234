import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PromoCardComponent } from './Component'
import { promoCardFixture } from './fixtures'

describe('PromoCard', () => {
  it('renders title, description, the button link and the background colour', () => {
    const html = renderToStaticMarkup(<PromoCardComponent {...promoCardFixture} />)
    expect(html).toContain('promo--bg-baby-blue')
    expect(html).toContain('Rebates may lower your cost (sample)')
    expect(html).toContain(promoCardFixture.description!)
    expect(html).toMatch(/<a[^>]*href="\/rebates\/"[^>]*>.*Check rebates/)
  })

  it('leaves out the button without a url', () => {
    const html = renderToStaticMarkup(<PromoCardComponent {...promoCardFixture} url={null} />)
    expect(html).not.toContain('Check rebates')
  })
})
