import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { GenericSliderComponent } from './Component'
import { autoGenericSliderFixture, genericSliderFixture, perDeviceGenericSliderFixture } from './fixtures'

describe('GenericSlider', () => {
  it('renders a labelled carousel whose slides say "n of m", with focusable previous/next buttons', async () => {
    const html = await renderHtml(<GenericSliderComponent {...genericSliderFixture} id="g1" />)
    expect(html).toContain('aria-roledescription="carousel" aria-label="Ways we can help"')
    expect(html.match(/role="group" aria-roledescription="slide" aria-label="\d of 3"/g)).toHaveLength(3)
    expect(html).toMatch(/<button type="button" class="slider__arrow slider__arrow--prev"[^>]*aria-label="Previous slide"/)
    expect(html).toMatch(/<button type="button" class="slider__arrow slider__arrow--next"[^>]*aria-label="Next slide"/)
    expect(html).toContain('<h3 class="generic-slide__title">Check your rebates</h3>')
    expect(html).toMatch(/href="\/rebates\/"[^>]*>See rebates<\/a>/)
  })

  it('sets slides per view and the 5/15/30 px gaps per width band, and the editor’s colours', async () => {
    const html = await renderHtml(<GenericSliderComponent {...autoGenericSliderFixture} tablet={{ ...autoGenericSliderFixture.tablet, slidesPerView: 2 }} />)
    expect(html).toContain(
      '--slider-per-view-mobile:1;--slider-gap-mobile:5px;--slider-arrow-color-mobile:#0b2545;--slider-per-view-tablet:2;--slider-gap-tablet:15px;--slider-arrow-color-tablet:#0b2545;--slider-per-view-desktop:1;--slider-gap-desktop:30px;--slider-arrow-color-desktop:#0b2545',
    )
  })

  it('switches the slider off per band and hides arrows or dots where the editor asked', async () => {
    const html = await renderHtml(
      <GenericSliderComponent
        {...genericSliderFixture}
        mobile={{ active: false }}
        tablet={{ arrows: false }}
        desktop={{ dotsNavigation: false }}
        wrapperCss='promo "><x'
        arrowsColor="red;background:url(x)"
      />,
    )
    expect(html).toContain('class="slider slider--static-mobile slider--no-arrows-tablet slider--no-dots-desktop promo"')
    expect(html).not.toContain('--slider-arrow-color')
  })

  it('per screen size: colours, and the pause control only where the slider advances by itself', async () => {
    const html = await renderHtml(<GenericSliderComponent {...perDeviceGenericSliderFixture} />)
    expect(html).toContain('--slider-arrow-color-tablet:#083f91;--slider-arrow-bg-tablet:#d6e9ff')
    expect(html).toContain('--slider-arrow-color-desktop:#ffffff;--slider-arrow-bg-desktop:#0b2545')
    expect(html).not.toContain('--slider-arrow-color-mobile')
    expect(html).toContain('slider--no-rotation-mobile')
    expect(html).not.toContain('slider--no-rotation-tablet')
    expect(html).not.toContain('slider--no-rotation-desktop')
    expect(html).toMatch(/<button type="button" class="slider__rotation"[^>]*>[\s\S]*?Stop automatic slide show/)
    // Without automatic advance anywhere there is no control at all.
    expect(await renderHtml(<GenericSliderComponent {...genericSliderFixture} />)).not.toContain('slider__rotation')
  })
})
