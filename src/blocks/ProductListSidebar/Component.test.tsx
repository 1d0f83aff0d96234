import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { ProductListSidebarComponent } from './Component'
import { productListSidebarFixture } from './fixtures'

describe('Product list sidebar', () => {
  it('links the 11 anchors on the same page', async () => {
    const html = await renderHtml(<ProductListSidebarComponent {...productListSidebarFixture} />)
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '#heating-cooling',
      '#air-conditioners',
      '#furnaces',
      '#heat-pumps',
      '#air-handlers',
      '#coils',
      '#packaged-system',
      '#ductless-systems',
      '#indoor-air-quality',
      '#thermostat-controls',
      '#light-commercial',
    ])
  })

  it('links the anchors on another page when one is chosen', async () => {
    const html = await renderHtml(<ProductListSidebarComponent {...productListSidebarFixture} page={{ type: 'reference', reference: { slug: 'products' } as never }} />)
    expect(html).toContain('href="/products/#coils"')
  })
})
