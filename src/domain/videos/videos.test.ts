import { describe, expect, it } from 'vitest'
import { categoryOptions, categoryQueryValue, isNewVideo, privacyEmbedUrl, videoCardHref, youtubeVideoId } from './videos'

describe('privacy-enhanced embeds', () => {
  it('turns every YouTube link form into a youtube-nocookie.com embed', () => {
    const expected = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(privacyEmbedUrl(link)).toBe(expected)
    expect(privacyEmbedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: true })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
  })

  it('refuses other hosts, schemes and malformed ids', () => {
    expect(privacyEmbedUrl('https://vimeo.com/123456')).toBeNull()
    expect(privacyEmbedUrl('javascript:alert(1)')).toBeNull()
    expect(privacyEmbedUrl('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(youtubeVideoId('not a url')).toBeNull()
    expect(youtubeVideoId(undefined)).toBeNull()
  })
})

describe('homeowner video card', () => {
  it('turns only the first space of the category into + and encodes the rest (reading 31)', () => {
    expect(categoryQueryValue('Heating and Cooling')).toBe('Heating+and%20Cooling')
    expect(categoryQueryValue('Filters')).toBe('Filters')
    expect(categoryQueryValue('Air & Water')).toBe('Air+%26%20Water')
  })

  it('links to the video page with the last category', () => {
    expect(videoCardHref('change-a-filter', [{ title: 'Maintenance' }, { title: 'Heating and Cooling' }])).toBe(
      '/resources/homeowning-01/change-a-filter/?category=Heating+and%20Cooling',
    )
    expect(videoCardHref('change-a-filter', [])).toBe('/resources/homeowning-01/change-a-filter/')
  })

  it('shows "New" when a category is flagged new', () => {
    expect(isNewVideo([{ isNew: false }, { isNew: true }])).toBe(true)
    expect(isNewVideo([{ isNew: null }, {}])).toBe(false)
  })
})

describe('categoryOptions', () => {
  it('puts All Videos (0) first, sorts by sortOrder and indents children under their parent', () => {
    const options = categoryOptions([
      { id: 5, title: 'Cooling', sortOrder: 2 },
      { id: 7, title: 'Thermostats', sortOrder: 1, parent: 5 },
      { id: 3, title: 'Heating', sortOrder: 1 },
      { id: 9, title: 'Filters', sortOrder: 0, parent: 5 },
      { id: 11, title: 'Orphan', sortOrder: 3, parent: 99 },
    ])
    expect(options).toEqual([
      { id: 0, title: 'All Videos', depth: 0 },
      { id: 3, title: 'Heating', depth: 0 },
      { id: 5, title: 'Cooling', depth: 0 },
      { id: 9, title: 'Filters', depth: 1 },
      { id: 7, title: 'Thermostats', depth: 1 },
      { id: 11, title: 'Orphan', depth: 0 },
    ])
  })

  it('lists categories caught in a parent loop instead of hanging', () => {
    const options = categoryOptions([
      { id: 1, title: 'A', parent: 2 },
      { id: 2, title: 'B', parent: 1 },
    ])
    expect(options.map((o) => o.id)).toEqual([0, 1, 2])
  })
})

describe('video cards from stored videos', () => {
  it('builds the card: link with the last category, "New" badge, poster or the placeholder', async () => {
    const { toVideoCard, videoCardsFromResponse, categoryWithDescendants } = await import('./videos')
    expect(
      toVideoCard({ id: 4, title: 'Filters', slug: 'filters', poster: null, categories: [{ id: 1, title: 'New', isNew: true }, { id: 2, title: 'Heating and Cooling' }] }),
    ).toEqual({ id: 4, title: 'Filters', href: '/resources/homeowning-01/filters/?category=Heating+and%20Cooling', isNew: true, imageSrc: '/img/brand/home-dusk.webp' })
    expect(toVideoCard({ id: 5, title: 'T', slug: 't', poster: { url: '/api/media/file/p.jpg' }, categories: [3] })?.imageSrc).toBe('/api/media/file/p.jpg')
    expect(toVideoCard({ id: 5, title: 'T', slug: 't', poster: { url: 'https://tracker.example/p.jpg' } })?.imageSrc).toBe('/img/brand/home-dusk.webp')
    expect(toVideoCard({ id: '5', title: 'T', slug: 't' })).toBeNull()
    expect(videoCardsFromResponse({ docs: [{ id: 1, title: 'A', slug: 'a' }, { nope: true }] })).toHaveLength(1)
    expect(videoCardsFromResponse({ errors: [] })).toBeNull()
    expect(categoryWithDescendants([{ id: 1, title: 'a' }, { id: 2, title: 'b', parent: 1 }, { id: 3, title: 'c', parent: 2 }, { id: 4, title: 'd' }], 1)).toEqual([1, 2, 3])
  })
})
