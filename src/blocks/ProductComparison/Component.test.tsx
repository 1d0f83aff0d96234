import { describe, expect, it } from 'vitest'
import type { Product } from '@/payload-types'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ProductComparisonView } from './Component'
import { productComparisonFixture } from './fixtures'

let nextId = 1
const product = (fields: Partial<Product> & Pick<Product, 'name' | 'productType'>): Product => ({ id: nextId++, createdAt: '', updatedAt: '', ...fields })

const ac1 = product({
  name: 'Sample AC one',
  productType: 'airConditioner',
  installationCost: 5400,
  coolingStrength: '1.5 to 5 tons',
  stages: 'Single stage',
  energyStarQualified: 'yes',
  efficiency: 'Up to 16 SEER',
  included: [{ item: 'Removal of the old unit' }, { item: 'Refrigerant lines' }],
  link: { type: 'custom', url: '/products/#air-conditioners' },
})
const ac2 = product({ name: 'Sample AC two', productType: 'airConditioner', installationCost: 7900, coolingStrength: '2 to 5 tons', stages: 'Two stages', noiseLevel: '55 dB', energyStarQualified: 'no' })
const hp = product({ name: 'Sample heat pump', productType: 'heatPump', installationCost: 5800, efficiency: 'Up to 18 SEER, 9 HSPF' })
const handler = product({ name: 'Sample air handler', productType: 'airHandler', installationCost: 3600, speeds: 'Variable' })

const paths = new Set(['/products/', '/find-a-dealer/'])
const render = (products: Product[], block = productComparisonFixture) => renderHtml(<ProductComparisonView block={{ ...block, id: 'c1' }} products={products} publishedPaths={paths} />)

describe('Product comparison', () => {
  it('shows a tab per product type that has products, the first selected', async () => {
    const html = await render([ac1, ac2, hp, handler])
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])
    expect(tabs).toEqual(['Air Conditioner', 'Heat Pump', 'Air Handler'])
    expect(html).toMatch(/aria-selected="true"[^>]*>Air Conditioner</)
    // Only the first panel is visible before any choice.
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2)
  })

  it('hides a tab whose label is cleared', async () => {
    const html = await render([ac1, hp], { ...productComparisonFixture, tabLabels: { ...productComparisonFixture.tabLabels, heatPump: '' } })
    expect(html).not.toContain('>Heat Pump<')
    expect(html).not.toContain('Sample heat pump')
  })

  it('shows the installed price, what is included, the estimate button and a link only to a published page', async () => {
    const html = await render([ac1, ac2])
    expect(html).toContain('Installed from</span> <strong>$5,400</strong>')
    expect(html).toContain('<strong>$7,900</strong>')
    expect(html).toMatch(/<summary>See what(&#x27;|')s included<\/summary><ul><li>Removal of the old unit<\/li><li>Refrigerant lines<\/li><\/ul>/)
    expect(html.match(/Get a Free Online Estimate/g)).toHaveLength(2)
    expect(html).toContain('href="/find-a-dealer/"')
    expect(html).toContain('href="/products/#air-conditioners"')
    const unpublished = await renderHtml(<ProductComparisonView block={{ ...productComparisonFixture, id: 'c2' }} products={[ac1]} publishedPaths={new Set()} />)
    expect(unpublished).not.toContain('Learn more')
    expect(unpublished).not.toContain('Get a Free Online Estimate')
  })

  it('shows only the rows the first product has a value for, each with a help tooltip, and shades the second column', async () => {
    const html = await render([ac1, ac2])
    const rowLabels = [...html.matchAll(/<th scope="row" class="pcompare__label"><span class="pcompare__label-inner">([^<]+)</g)].map((m) => m[1])
    expect(rowLabels).toEqual(['Cooling Strength', 'Stages', 'ENERGY STAR qualified', 'Efficiency Rating'])
    // ac2 has a noise level, but the first product has none: no row.
    expect(html).not.toContain('55 dB')
    expect(html.match(/aria-label="About /g)).toHaveLength(4)
    expect(html.match(/role="tooltip"/g)).toHaveLength(4)
    expect(html.match(/pcompare__cell--highlight/g)?.length).toBe(1 + 1 + 4)
    // A missing value of a later product reads "Not listed".
    expect(html).toContain('Not listed')
  })

  it('shows the ENERGY STAR badge only for Yes and the efficiency explanation of the type', async () => {
    const html = await render([ac1, ac2, hp, handler])
    expect(html.match(/class="pcompare__estar"/g)).toHaveLength(1)
    expect(html).toContain('About SEER</h3>')
    expect(html).toContain('About SEER and HSPF</h3>')
    // Air handlers have no efficiency explanation: three panels, two explanations.
    expect(html.match(/pcompare__explain-title/g)).toHaveLength(2)
  })

  it('compares at most four products per tab', async () => {
    const many = [1, 2, 3, 4, 5].map((n) => product({ name: `Sample unit ${n}`, productType: 'airConditioner', efficiency: `${12 + n} SEER` }))
    const html = await render(many)
    expect(html).toContain('Sample unit 4')
    expect(html).not.toContain('Sample unit 5')
  })

  it('says so when there is nothing to compare', async () => {
    expect(await render([])).toContain('No products to compare yet.')
  })
})
