import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { ImageComponent } from './Component'
import { sampleImageMedia } from '../sampleMedia'
import { imageFixture } from './fixtures'

describe('Image', () => {
  it('renders the uploaded image with its alt text, size and caption in a figure', async () => {
    const html = await renderHtml(<ImageComponent {...imageFixture} />)
    expect(html).toMatch(/^<figure class="image-block image-block--content container">/)
    expect(html).toContain(`alt="${sampleImageMedia.alt}"`)
    expect(html).toContain(`width="${sampleImageMedia.width}"`)
    expect(html).toContain(`height="${sampleImageMedia.height}"`)
    // Not the largest paint of the page: it may wait until it scrolls into view.
    expect(html).toContain('loading="lazy"')
    expect(html).toContain(`<figcaption class="image-block__caption">${imageFixture.caption}</figcaption>`)
  })

  it('has no caption element without a caption; full width drops the container', async () => {
    const html = await renderHtml(<ImageComponent {...imageFixture} caption="  " width="full" />)
    expect(html).not.toContain('figcaption')
    expect(html).toContain('class="image-block image-block--full"')
  })

  it('an image it cannot render (only an id, deleted, no file) logs a warning and renders nothing', async () => {
    for (const image of [42, { ...sampleImageMedia, url: null }]) {
      expect(await renderHtml(<ImageComponent {...imageFixture} image={image} id="b1" />)).toBe('')
    }
  })
})
