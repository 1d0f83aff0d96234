import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { FaqComponent } from './Component'
import { faqFixture } from './fixtures'

describe('Faq', () => {
  it('renders each question as a closed native disclosure with its answer', async () => {
    const html = await renderHtml(<FaqComponent {...faqFixture} id="f1" />)
    expect(html).toContain('<h2 id="faq-f1" class="faq__title">Frequently asked questions</h2>')
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(faqFixture.items.length)
    expect(html).toContain('<summary class="faq__question">How often should my system be serviced?</summary>')
    expect(html).not.toContain('<details class="faq__item" open')
  })
})
