import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { ThreeColumnComponent } from './Component'
import { threeColumnFixture, twoColumnFixture } from './fixtures'

describe('ThreeColumn', () => {
  it('renders three columns with heading, text and link', async () => {
    const html = await renderHtml(<ThreeColumnComponent {...threeColumnFixture} id="t1" />)
    expect(html).toContain('three-col__grid--3')
    expect(html.match(/<h3 class="three-col__heading">/g)).toHaveLength(3)
    expect(html).toMatch(/<a[^>]*href="\/rebates\/"[^>]*>Check rebates<\/a>/)
  })

  it('lets two columns share the row and uses h2 without a block heading', async () => {
    const html = await renderHtml(<ThreeColumnComponent {...twoColumnFixture} />)
    expect(html).toContain('three-col__grid--2')
    expect(html.match(/<h2 class="three-col__heading">/g)).toHaveLength(2)
    expect(html).not.toContain('<a ')
  })

  it('never shows more than three columns, even from data stored past the limit', async () => {
    const four = { ...threeColumnFixture, columns: [...threeColumnFixture.columns, { title: 'Fourth' }] }
    const html = await renderHtml(<ThreeColumnComponent {...four} />)
    expect(html).not.toContain('Fourth')
  })
})
