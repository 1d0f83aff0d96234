import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { FiftyFiftyComponent } from './Component'
import { fiftyFiftyFixture, fiftyFiftyRightFixture } from './fixtures'

const photo: Media = { id: 5, alt: 'A technician checks an outdoor unit', url: '/media/unit.jpg', width: 1200, height: 800, updatedAt: '', createdAt: '' }

describe('FiftyFifty', () => {
  it('puts the image on the side the editor chose, with its alt text', async () => {
    const left = await renderHtml(<FiftyFiftyComponent {...fiftyFiftyFixture} image={photo} />)
    expect(left).toContain('fifty--image-left')
    expect(left).toContain('alt="A technician checks an outdoor unit"')
    const right = await renderHtml(<FiftyFiftyComponent {...fiftyFiftyRightFixture} image={photo} />)
    expect(right).toContain('fifty--image-right')
  })

  it('renders the heading, paragraphs and button; text alone when the image is missing or not populated', async () => {
    const html = await renderHtml(<FiftyFiftyComponent {...fiftyFiftyFixture} image={7} />)
    expect(html).toContain('fifty--no-image')
    expect(html).not.toContain('<img')
    expect(html.match(/<p class="fifty__text">/g)).toHaveLength(2)
    expect(html).toMatch(/<a[^>]*href="\/find-a-dealer\/"[^>]*>.*Talk to a dealer/)
  })
})
