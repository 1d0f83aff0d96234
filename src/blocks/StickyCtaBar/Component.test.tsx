import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { StickyCtaBarComponent } from './Component'
import { stickyCtaBarFixture } from './fixtures'

describe('StickyCtaBar', () => {
  it('shows "Get a Free Online Estimate" with the Build your own system button, in place until scrolled past', async () => {
    const html = await renderHtml(<StickyCtaBarComponent {...stickyCtaBarFixture} />)
    expect(html).toContain('class="sticky-cta" data-pinned="false"')
    expect(html).toContain('role="region" aria-label="Get a Free Online Estimate"')
    expect(html).toMatch(/<a[^>]*href="\/resources\/build-your-own-system\/"[^>]*>.*Build your own system/)
  })

  it('renders nothing without a message', async () => {
    expect(await renderHtml(<StickyCtaBarComponent {...stickyCtaBarFixture} text="" />)).toBe('')
  })
})
