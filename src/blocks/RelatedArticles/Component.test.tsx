import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { toArticleCard } from '@/domain/pages/articleCard'
import type { Media } from '@/payload-types'
import { RelatedArticlesView } from './Component'

const image = { id: 4, alt: 'A technician at work', url: '/media/tech.jpg', width: 800, height: 450, updatedAt: '', createdAt: '' } satisfies Media

describe('Related articles', () => {
  it('lists each article with its link, categories, date and reading time', async () => {
    const articles = [
      toArticleCard<Media>({ id: 1, title: 'Filters 101', slug: 'resources/filters-101', article: { categories: ['maintenance'], publishedDate: '2026-03-04T00:00:00.000Z', readingTime: 4, featuredImage: image, excerpt: 'Why filters matter.' } }),
      toArticleCard<Media>({ id: 2, title: 'Rebates', slug: 'rebates', article: { categories: [], readingTime: null } }),
    ]
    const html = await renderHtml(<RelatedArticlesView title="Learn More" articles={articles} />)
    expect(html).toContain('<h2 class="related__title">Learn More</h2>')
    expect(html).toContain('<h3 class="related__name"><a href="/resources/filters-101/" data-track="Related article: Filters 101">Filters 101</a></h3>')
    expect(html).toContain('<li>Maintenance</li>')
    expect(html).toContain('<time dateTime="2026-03-04">March 4, 2026</time>')
    expect(html).toContain('4 min read')
    expect(html).toContain('src="/media/tech.jpg"')
    expect(html).toContain('<a href="/rebates/" data-track="Related article: Rebates">Rebates</a>')
    expect(html.match(/min read/g)).toHaveLength(1)
  })

  it('says so when there is nothing to show', async () => {
    const html = await renderHtml(<RelatedArticlesView title="Learn More" articles={[]} />)
    expect(html).toContain('No articles to show yet.')
    expect(html).not.toContain('<ul')
  })
})
