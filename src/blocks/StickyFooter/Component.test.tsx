import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { StickyFooterComponent } from './Component'
import { stickyFooterFixture } from './fixtures'

describe('StickyFooter', () => {
  it('starts fixed (not docked) as a named region with its message and button', async () => {
    const html = await renderHtml(<StickyFooterComponent {...stickyFooterFixture} />)
    expect(html).toContain('class="sticky-footer" data-docked="false"')
    expect(html).toContain('role="region" aria-label="Ready for a new system? A local dealer can help."')
    expect(html).toMatch(/<a[^>]*href="\/find-a-dealer\/"[^>]*>.*Find a dealer/)
    expect(html).toContain('data-track="Sticky footer: find a dealer"')
  })

  it('renders nothing without a message, and no button without a target', async () => {
    expect(await renderHtml(<StickyFooterComponent {...stickyFooterFixture} text="  " />)).toBe('')
    const noLink = await renderHtml(<StickyFooterComponent {...stickyFooterFixture} link={{ ...stickyFooterFixture.link, url: null }} />)
    expect(noLink).toContain('sticky-footer__text')
    expect(noLink).not.toContain('<a')
  })
})
