import { describe, expect, it } from 'vitest'
import { formatArticleDate, inPickedOrder, toArticleCard } from './articleCard'

describe('article cards', () => {
  it('shows a page as path, category labels, reading time and date', () => {
    const card = toArticleCard({
      id: 7,
      title: 'Filters 101',
      slug: 'resources/filters-101',
      article: { categories: ['maintenance', 'indoor-air-quality'], publishedDate: '2026-03-04T12:00:00.000Z', featuredImage: 12, excerpt: ' Why filters matter. ', readingTime: 4 },
    })
    expect(card).toEqual({
      id: 7,
      title: 'Filters 101',
      path: '/resources/filters-101/',
      date: '2026-03-04',
      categories: ['Maintenance', 'Indoor air quality'],
      readingTime: '4 min read',
      excerpt: 'Why filters matter.',
      image: null,
    })
    expect(toArticleCard({ id: 1, title: 'T', slug: 'home', article: null }).readingTime).toBeNull()
  })

  it('formats the date the same everywhere', () => {
    expect(formatArticleDate('2026-03-04')).toBe('March 4, 2026')
    expect(formatArticleDate('nonsense')).toBe('')
  })

  it('keeps hand-picked articles in the editor order and drops missing ones', () => {
    expect(inPickedOrder([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 9, 1]).map((p) => p.id)).toEqual([3, 1])
  })
})
