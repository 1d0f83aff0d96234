import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { TabsToSliderComponent } from './Component'
import { tabsToSliderFixture } from './fixtures'

describe('TabsToSlider', () => {
  it('shows one slide per tab with the tab names as its navigation, the first current', async () => {
    const html = await renderHtml(<TabsToSliderComponent {...tabsToSliderFixture} />)
    expect(html).toMatch(/class="slider__title"[^>]*aria-current="true"[^>]*>Find a dealer<\/button>/)
    expect(html).toMatch(/class="slider__title"[^>]*>Check rebates<\/button>/)
    expect(html).toContain('<h3 class="tabs-to-slider__heading">Book service</h3>')
    expect(html).toContain('data-track="Tabs slider: schedule service" href="/schedule-service/"><span>Schedule service</span></a>')
  })
})
