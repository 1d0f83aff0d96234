import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { LinkSliderComponent } from './Component'
import { linkSliderFixture } from './fixtures'

describe('LinkSlider', () => {
  it('is a named navigation with one slide per link, on the page-blocks preset (three where they fit)', async () => {
    const html = await renderHtml(<LinkSliderComponent {...linkSliderFixture} />)
    expect(html).toContain('<nav class="container link-slider" aria-label="Owner resources">')
    expect(html.match(/aria-roledescription="slide" aria-label="\d of 6"/g)).toHaveLength(6)
    expect(html).toContain('class="slider slider--fit"')
    expect(html).not.toContain('--slider-per-view')
    expect(html).toMatch(/href="\/rebates\/"[^>]*>Rebates<\/a>/)
  })

  it('leaves out links that lead nowhere, and renders nothing without links', async () => {
    const html = await renderHtml(<LinkSliderComponent blockType="linkSlider" title="x" links={[{ link: { type: 'custom', url: 'javascript:alert(1)', label: 'Bad' } }]} />)
    expect(html).toBe('')
  })
})
