import { describe, expect, it } from 'vitest'
import type { Product } from '@/payload-types'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ProductHubView } from './Component'
import { productHubFixture } from './fixtures'

const furnace: Product = { id: 7, name: 'Sample 80% furnace', productType: 'furnace80', installationCost: 3400, efficiency: '80% AFUE', createdAt: '', updatedAt: '', link: { type: 'custom', url: '/products/#furnaces' } }

const block = {
  ...productHubFixture,
  id: 'h1',
  sections: productHubFixture.sections.map((section) =>
    section.anchor === 'heating-cooling' ? { ...section, groups: section.groups?.map((g) => (g.anchor === 'furnaces' ? { ...g, products: [7] } : g)) } : section,
  ),
}

describe('Product hub', () => {
  it('has the seven sections with the spec anchors and a jump list to each, twice (row and phone dropdown)', async () => {
    const html = await renderHtml(<ProductHubView block={block} products={[furnace]} publishedPaths={new Set(['/products/'])} />)
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(['heating-cooling', 'thermostat-controls', 'packaged-system', 'ductless-systems', 'indoor-air-quality', 'smart-connected-features', 'light-commercial'])
    for (const id of ids) expect(html.match(new RegExp(`href="#${id}"`, 'g'))).toHaveLength(2)
    expect(html).toMatch(/<details class="phub__jump"><summary class="phub__jump-toggle">Jump to a section<\/summary>/)
  })

  it('shows the group anchors the sidebar links, the three split-system cards and light commercial 3 to 25 tons', async () => {
    const html = await renderHtml(<ProductHubView block={block} products={[furnace]} publishedPaths={new Set(['/products/'])} />)
    for (const id of ['air-conditioners', 'furnaces', 'heat-pumps', 'air-handlers', 'coils']) expect(html).toContain(`id="${id}"`)
    expect([...html.matchAll(/class="phub__split-name">([^<]+)</g)].map((m) => m[1])).toEqual([
      'Split heating and air conditioning',
      'Split heat pump',
      'Split hybrid dual fuel',
    ])
    expect([...html.matchAll(/class="phub__split-energy">([^<]+)</g)].map((m) => m[1])).toEqual(['Gas', 'Electric', 'Gas and electric'])
    expect(html).toContain('from 3 to 25 tons')
  })

  it('shows the chosen products with their price and links only to published pages', async () => {
    const html = await renderHtml(<ProductHubView block={block} products={[furnace]} publishedPaths={new Set(['/products/'])} />)
    expect(html).toContain('Sample 80% furnace')
    expect(html).toContain('Installed from $3,400')
    expect(html).toContain('href="/products/#furnaces"')
    // The category pages (/products/furnaces/ ...) are not published: no link to them.
    expect(html).not.toContain('href="/products/furnaces/"')
    const withPage = await renderHtml(<ProductHubView block={block} products={[furnace]} publishedPaths={new Set(['/products/', '/products/furnaces/'])} />)
    expect(withPage).toContain('href="/products/furnaces/"')
  })
})
