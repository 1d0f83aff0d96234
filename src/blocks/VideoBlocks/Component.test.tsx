import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { VideoBlocksComponent } from './Component'
import { videoBlocksFixture, videoListFixture } from './fixtures'

describe('VideoBlocks', () => {
  it('shows a poster and a play button per video, and no player or video-host address before a click', async () => {
    const html = await renderHtml(<VideoBlocksComponent {...videoBlocksFixture} id="v1" />)
    expect(html.match(/<span class="visually-hidden">Play video: [^<]+<\/span>/g)).toHaveLength(3)
    expect(html).toContain('src="/img/brand/home-dusk.webp"')
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/(src|href)="https?:\/\//)
    expect(html).toContain('class="video-blocks__list video-blocks__list--row" data-count="3"')
  })

  it('lays out as a list, keeps at most four and leaves out links that are not YouTube', async () => {
    expect(await renderHtml(<VideoBlocksComponent {...videoListFixture} />)).toContain('video-blocks__list--list')
    const five = Array.from({ length: 5 }, (_, i) => ({ videoTitle: `V${i}`, videoEmbedLink: `https://youtu.be/sampleVid0${i}` }))
    expect((await renderHtml(<VideoBlocksComponent {...videoBlocksFixture} videos={five} />)).match(/Play video/g)).toHaveLength(4)
    const bad = [{ videoTitle: 'Elsewhere', videoEmbedLink: 'https://vimeo.com/1' }]
    expect(await renderHtml(<VideoBlocksComponent {...videoBlocksFixture} videos={bad} />)).toBe('')
  })
})
