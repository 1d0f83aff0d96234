import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { LeasingExplainerComponent } from './Component'
import { leasingExplainerFixture } from './fixtures'

describe('Leasing explainer', () => {
  it('shows the heading, the numbered points, the small print and the button', async () => {
    const html = await renderHtml(<LeasingExplainerComponent {...leasingExplainerFixture} />)
    expect(html).toContain('<h2 class="lease__title">Lease your comfort system</h2>')
    expect(html).toMatch(/<ol class="lease__points">(.*<li){5}/)
    expect(html).toContain('Leasing is subject to approval')
    expect(html).toMatch(/<a[^>]*href="\/find-your-dealer\/"[^>]*>.*Ask a dealer about leasing/)
  })

  it('links the spec’s two pages: smart thermostats (as the spec spells it) and the whole-home air cleaner', async () => {
    const html = await renderHtml(<LeasingExplainerComponent {...leasingExplainerFixture} />)
    expect(html).toContain('<a data-track="Leasing explainer: smart thermostats" href="/products/thermostats-and-controls/smart-thermostats/">Smart thermostats</a>')
    expect(html).toMatch(/<a [^>]*href="\/products\/indoor-air-quality\/air-purification\/cleaneffects\/"[^>]*>Our whole-home air cleaner<\/a>/)
  })

  it('leaves out the button when it points nowhere, and renders nothing without a heading', async () => {
    const html = await renderHtml(<LeasingExplainerComponent {...leasingExplainerFixture} cta={{ type: 'custom', url: 'javascript:alert(1)', label: 'Bad' }} />)
    expect(html).not.toContain('Bad')
    expect(await renderHtml(<LeasingExplainerComponent {...leasingExplainerFixture} title="" />)).toBe('')
  })
})
