import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { CardsSliderComponent } from './Component'
import { cardsSliderFixture } from './fixtures'

describe('CardsSlider', () => {
  it('fits up to three cards to its width, with 32/24/16 px gaps; each card heading is its link', async () => {
    const html = await renderHtml(<CardsSliderComponent {...cardsSliderFixture} id="c1" />)
    // How many show is the stylesheet's (a container query on .slider--fit), not a number per screen.
    expect(html).toContain('class="slider slider--fit" aria-roledescription="carousel" aria-label="Getting started" style="--slider-gap-mobile:16px;--slider-gap-tablet:24px;--slider-gap-desktop:32px"')
    expect(html).toMatch(/<h3 class="cards-slider__heading"><a [^>]*href="\/rebates\/"[^>]*>Rebates<\/a><\/h3><p class="cards-slider__text">Offers from utilities where you live.<\/p>/)
    expect(html.match(/aria-label="\d of 5"/g)).toHaveLength(5)
  })
})
