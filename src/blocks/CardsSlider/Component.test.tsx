import { describe, expect, it } from 'vitest'
import { renderHtml } from '../renderHtml'
import { CardsSliderComponent } from './Component'
import { cardsSliderFixture } from './fixtures'

describe('CardsSlider', () => {
  it('shows 3/2/1 cards with 32/24/16 px gaps; each card heading is its link', async () => {
    const html = await renderHtml(<CardsSliderComponent {...cardsSliderFixture} id="c1" />)
    expect(html).toContain('--slider-per-view-mobile:1;--slider-gap-mobile:16px;--slider-per-view-tablet:2;--slider-gap-tablet:24px;--slider-per-view-desktop:3;--slider-gap-desktop:32px')
    expect(html).toMatch(/<h3 class="cards-slider__heading"><a [^>]*href="\/rebates\/"[^>]*>Rebates<\/a><\/h3><p class="cards-slider__text">Offers from utilities where you live.<\/p>/)
    expect(html.match(/aria-label="\d of 5"/g)).toHaveLength(5)
  })
})
