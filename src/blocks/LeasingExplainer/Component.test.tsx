import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LeasingExplainerComponent } from './Component'
import { leasingExplainerFixture } from './fixtures'

describe('Leasing explainer', () => {
  it('shows the heading, the numbered points, the small print and the button', () => {
    const html = renderToStaticMarkup(<LeasingExplainerComponent {...leasingExplainerFixture} />)
    expect(html).toContain('<h2 class="lease__title">Lease your comfort system (sample)</h2>')
    expect(html).toMatch(/<ol class="lease__points">(.*<li){4}/)
    expect(html).toMatch(/<a [^>]*href="\/find-a-dealer\/"[^>]*>Ask a dealer about lease terms<\/a>/)
    expect(html).toContain('Sample terms: leasing is subject to approval')
    expect(html).toMatch(/<a[^>]*href="\/find-your-dealer\/"[^>]*>.*Find a dealer/)
  })

  it('leaves out the button when it points nowhere, and renders nothing without a heading', () => {
    const html = renderToStaticMarkup(<LeasingExplainerComponent {...leasingExplainerFixture} cta={{ type: 'custom', url: 'javascript:alert(1)', label: 'Bad' }} />)
    expect(html).not.toContain('Bad')
    expect(renderToStaticMarkup(<LeasingExplainerComponent {...leasingExplainerFixture} title="" />)).toBe('')
  })
})
