import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { LinkBlocksComponent } from './Component'
import { linkBlocksFixture } from './fixtures'

describe('LinkBlocks', () => {
  it('makes each box one link named by its text, with the optional line inside it', async () => {
    const html = await renderHtml(<LinkBlocksComponent {...linkBlocksFixture} id="l1" />)
    expect(html.match(/<a /g)).toHaveLength(4)
    expect(html).toMatch(/<a[^>]*href="\/rebates\/"[^>]*><span class="link-blocks__label">Rebates<svg[^]*?<span class="link-blocks__text">Utility rebates and offers where you live.<\/span><\/a>/)
    expect(html).toContain('<h2 id="link-blocks-l1" class="link-blocks__title">Helpful links</h2>')
  })

  it('opens a box in a new tab only when asked, and leaves out boxes that lead nowhere', async () => {
    const items = [
      { link: { type: 'custom' as const, url: 'https://example.org/guide', label: 'Outside guide', newTab: true } },
      { link: { type: 'custom' as const, url: 'javascript:void(0)', label: 'Broken' } },
    ]
    const html = await renderHtml(<LinkBlocksComponent blockType="linkBlocks" items={items} />)
    const anchors = html.match(/<a [^>]*>/g) ?? []
    expect(anchors).toHaveLength(1)
    expect(anchors[0]).toContain('href="https://example.org/guide"')
    expect(anchors[0]).toContain('target="_blank"')
    expect(anchors[0]).toContain('rel="noopener noreferrer"')
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span>')
    expect(await renderHtml(<LinkBlocksComponent {...linkBlocksFixture} />)).not.toContain('new tab')
    expect(html).not.toContain('Broken')
  })
})
