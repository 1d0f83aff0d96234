import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { IaqProductCardsComponent } from './Component'
import { iaqProductCardsFixture } from './fixtures'

describe('IAQ product cards', () => {
  it("shows each card with the spec's claim for its product kind", async () => {
    const html = await renderHtml(<IaqProductCardsComponent {...iaqProductCardsFixture} />)
    expect(html).toContain('<h2 class="iaq__title">Cleaner air, room by room</h2>')
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).toContain('Removes up to 99.98% of allergens or particles')
    expect(html).toContain('Covers homes up to 4,200 sq ft (some models up to 5,000 sq ft).')
    expect(html).toContain('Lasts up to 6 months between changes.')
    expect(html).not.toContain('<a ')
  })

  it('links a card only when its link resolves', async () => {
    const cards = [
      { product: 'airCleaner' as const, name: 'Air cleaner', link: { type: 'custom' as const, url: '/find-a-dealer/', label: 'Ask a dealer' } },
      { product: 'filter' as const, name: 'Filter', link: { type: 'reference' as const, reference: 99, label: 'Missing page' } },
    ]
    const html = await renderHtml(<IaqProductCardsComponent {...iaqProductCardsFixture} cards={cards} />)
    expect(html).toContain('<a class="iaq__link" data-track="N/A" href="/find-a-dealer/">Ask a dealer</a>')
    expect(html).not.toContain('Missing page')
  })

  it('renders nothing without cards', async () => {
    expect(await renderHtml(<IaqProductCardsComponent {...iaqProductCardsFixture} cards={[]} />)).toBe('')
  })
})
