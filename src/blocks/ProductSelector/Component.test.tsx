import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ProductSelectorView } from './Component'
import { frenchProductSelectorFixture, productSelectorFixture } from './fixtures'

const published = new Set(['/products/air-conditioners/', '/products/furnaces/'])

describe('Product selector', () => {
  it('shows six category buttons and the first category with its three bullets', async () => {
    const html = await renderHtml(<ProductSelectorView block={{ ...productSelectorFixture, id: 's1' }} publishedPaths={published} />)
    expect([...html.matchAll(/class="pselect__button"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Air Conditioners',
      'Furnaces',
      'Heat Pumps',
      'Air Handlers',
      'Indoor Air Quality',
      'Coils',
    ])
    expect(html).toMatch(/aria-pressed="true"[^>]*>Air Conditioners</)
    expect(html).toContain('Cool, quiet summers')
    expect(html).toContain('$5,400')
    expect(html.match(/<li>[^<]+<\/li>/g)).toHaveLength(3)
    expect(html).toContain('href="/products/air-conditioners/"')
    expect(html).toContain('View all Air Conditioners')
  })

  it('has no View all link while the category page is not published', async () => {
    const html = await renderHtml(<ProductSelectorView block={{ ...productSelectorFixture, id: 's2' }} publishedPaths={new Set()} />)
    expect(html).not.toContain('View all')
  })

  it('French variant: French labels and no links at all', async () => {
    const html = await renderHtml(<ProductSelectorView block={{ ...frenchProductSelectorFixture, id: 's3' }} publishedPaths={published} />)
    expect(html).toContain('lang="fr"')
    expect(html).toContain('>Climatiseurs<')
    expect(html).toContain('aria-label="Catégories de produits"')
    expect(html).not.toContain('<a ')
  })
})
