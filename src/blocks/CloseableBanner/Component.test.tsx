import { describe, expect, it } from 'vitest'
import { CloseableBannerComponent } from './Component'
import { closeableBannerFixture, plainCloseableBannerFixture } from './fixtures'
import { renderHtml } from '../../../tests/support/renderHtml'

describe('CloseableBanner', () => {
  it('renders the heading, the message, its link and a named close button', async () => {
    const html = await renderHtml(<CloseableBannerComponent {...closeableBannerFixture} id="b1" />)
    expect(html).toMatch(/<section[^>]*aria-labelledby="closeable-banner-b1"/)
    expect(html).toContain('<h2 class="closeable-banner__title" id="closeable-banner-b1">Heating season check-ups</h2>')
    expect(html).toContain(closeableBannerFixture.text)
    expect(html).toMatch(/<a [^>]*data-track="[^"]+" href="\/find-a-dealer\/"[^>]*>Find a dealer<\/a>/)
    expect(html).toMatch(/<button type="button" class="closeable-banner__close" aria-label="Close banner">/)
  })

  it('without a heading or link: the message and a close button named by default', async () => {
    const html = await renderHtml(<CloseableBannerComponent {...plainCloseableBannerFixture} />)
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('<a ')
    expect(html).toMatch(/<section[^>]*aria-label="Notice"/)
    expect(html).toContain('aria-label="Close banner"')
  })
})
