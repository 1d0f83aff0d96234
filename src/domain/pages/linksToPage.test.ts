import { describe, expect, it } from 'vitest'
import { countLinksToPage } from './linksToPage'

const page = { id: 7, path: '/rebates/' }

describe('countLinksToPage', () => {
  it('counts links by reference, rich-text links and typed paths', () => {
    const layout = [
      { blockType: 'buttons', links: [{ link: { type: 'reference', reference: 7 } }, { link: { type: 'custom', url: '/Rebates' } }] },
      { blockType: 'content', body: { root: { children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 7 } } } }] } } },
    ]
    expect(countLinksToPage(layout, page)).toBe(3)
  })

  it('leaves out other pages, other hosts and a custom link that keeps an old reference', () => {
    const menu = [{ url: '/rebates/faq/' }, { url: 'https://example.com/rebates/' }, { link: { type: 'custom', url: '/other/', reference: 7 } }]
    expect(countLinksToPage(menu, page)).toBe(0)
  })
})
