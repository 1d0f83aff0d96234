import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { ImageLinkGridComponent } from './Component'
import { imageLinkGridFixture } from './fixtures'

const photo: Media = { id: 5, alt: 'Outdoor unit', url: '/media/unit.jpg', width: 800, height: 600, updatedAt: '', createdAt: '' }

describe('ImageLinkGrid', () => {
  it('renders four tiles named by their link text, with a decorative image', async () => {
    const tiles = imageLinkGridFixture.tiles.map((tile) => ({ ...tile, image: photo }))
    const html = await renderHtml(<ImageLinkGridComponent {...imageLinkGridFixture} tiles={tiles} />)
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>.*?<span class="image-links__label">([^<]*)<\/span><\/a>/g)].map((m) => [m[1], m[2]])
    expect(links).toEqual([
      ['/find-a-dealer/', 'Find a dealer'],
      ['/rebates/', 'Rebates and offers'],
      ['/schedule-service/', 'Schedule service'],
      ['/find-your-dealer/', 'Your local dealer'],
    ])
    expect(html.match(/<img[^>]*alt=""/g)).toHaveLength(4)
  })

  it('leaves out tiles that lead nowhere and shows at most four', async () => {
    const tiles = [{ image: null, link: { type: 'custom' as const, url: 'javascript:alert(1)', label: 'Bad' } }, ...imageLinkGridFixture.tiles, { image: null, link: { type: 'custom' as const, url: '/extra/', label: 'Fifth' } }]
    const html = await renderHtml(<ImageLinkGridComponent {...imageLinkGridFixture} tiles={tiles} />)
    expect(html).not.toContain('Bad')
    expect(html).not.toContain('Fifth')
    expect(html.match(/<li>/g)).toHaveLength(4)
  })

  it('renders nothing when no tile has a working link', async () => {
    const html = await renderHtml(<ImageLinkGridComponent blockType="imageLinkGrid" tiles={[{ link: { type: 'reference', reference: 3, label: 'Gone' } }]} />)
    expect(html).toBe('')
  })
})
