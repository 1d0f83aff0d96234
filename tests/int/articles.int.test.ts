import { renderHtml } from '../support/renderHtml'
import { describe, expect, it } from 'vitest'
import { HvacBasicsNavComponent } from '@/blocks/HvacBasicsNav/Component'
import { RelatedArticlesComponent } from '@/blocks/RelatedArticles/Component'
import { relatedArticlesFixture } from '@/blocks/RelatedArticles/fixtures'
import { contentFixture } from '@/blocks/Content/fixtures'
import type { ContentBlock } from '@/payload-types'
import { findArticles } from '@/server/pages/articles'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }
const run = Date.now()

/** A rich-text block of `count` words. */
function prose(count: number): ContentBlock {
  const words = Array.from({ length: count }, (_, i) => `word${i}`).join(' ')
  const root = structuredClone(contentFixture.richText.root)
  root.children = [{ type: 'paragraph', children: [{ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }], direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0 }]
  return { blockType: 'content', richText: { root } }
}

describe(`articles from pages (${adapterName()})`, () => {
  it('stores the reading time of the page blocks when a page is saved, and keeps it on a partial update', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      context: ctx,
      data: { title: 'Reading time (test)', slug: `reading-time-${run}`, _status: 'published', layout: [prose(450)], article: { categories: ['troubleshooting'] } },
    })
    expect(page.article?.readingTime).toBe(3)
    const renamed = await payload.update({ collection: 'pages', id: page.id, context: ctx, data: { title: 'Reading time, renamed (test)' } })
    expect(renamed.article?.readingTime).toBe(3)
    const shorter = await payload.update({ collection: 'pages', id: page.id, context: ctx, data: { layout: [prose(120)] } })
    expect(shorter.article?.readingTime).toBe(1)
  })

  it('lists published pages of a category newest first, or hand-picked ones in order, and renders them', async () => {
    const payload = await testPayload()
    // Dated after the seeded sample articles (the seed runs on this database too), so they lead each list.
    const make = (title: string, date: string, status: 'published' | 'draft', categories: ('maintenance' | 'products')[]) =>
      payload.create({
        collection: 'pages',
        context: ctx,
        data: { title, slug: `article-${title.toLowerCase().replace(/\W+/g, '-')}-${run}`, _status: status, layout: [prose(250)], article: { categories, publishedDate: date, excerpt: `${title} summary` } },
      })
    const older = await make('Older tune-up', '2099-01-05T00:00:00.000Z', 'published', ['maintenance'])
    const newer = await make('Newer tune-up', '2099-02-05T00:00:00.000Z', 'published', ['maintenance', 'products'])
    await make('Draft tune-up', '2099-03-05T00:00:00.000Z', 'draft', ['maintenance'])
    const product = await make('Product page', '2099-03-01T00:00:00.000Z', 'published', ['products'])

    const byCategory = await findArticles({ categories: ['maintenance'], limit: 2 })
    expect(byCategory.map((a) => a.title)).toEqual(['Newer tune-up', 'Older tune-up'])
    expect(byCategory[0]).toMatchObject({ readingTime: '2 min read', categories: ['Maintenance', 'Products'], date: '2099-02-05', excerpt: 'Newer tune-up summary' })
    expect((await findArticles({ categories: ['maintenance', 'products'], limit: 2 })).map((a) => a.title)).toEqual(['Product page', 'Newer tune-up'])
    expect((await findArticles({ pickedIds: [older.id, product.id, newer.id], limit: 3 })).map((a) => a.title)).toEqual(['Older tune-up', 'Product page', 'Newer tune-up'])
    expect(await findArticles({ categories: [], limit: 3 })).toEqual([])

    const html = await renderHtml(await RelatedArticlesComponent({ ...relatedArticlesFixture, categories: ['maintenance'] }))
    expect(html).toContain('<h2 class="related__title">Learn More</h2>')
    expect(html).toContain(`href="/article-newer-tune-up-${run}/"`)
    expect(html).not.toContain('Draft tune-up')
  })

  it('links an HVAC basics topic once its page is published', async () => {
    const payload = await testPayload()
    const slug = 'resources/getting-started/hvac-basics/heat-pumps'
    const gasFurnaces = 'resources/getting-started/hvac-basics/gas-furnaces'
    // The full seed (run by other test files on this database) publishes every topic: start without
    // these two, and put them back afterwards for the files that check the seeded site.
    const seeded = (await payload.find({ collection: 'pages', where: { slug: { in: [slug, gasFurnaces] } }, depth: 0, pagination: false })).docs
    await payload.delete({ collection: 'pages', where: { slug: { in: [slug, gasFurnaces] } }, context: ctx })
    try {
      const before = await renderHtml(await HvacBasicsNavComponent({ blockType: 'hvacBasicsNav', title: 'HVAC basics' }))
      expect(before).not.toContain(`href="/${slug}/"`)
      await payload.create({ collection: 'pages', context: ctx, data: { title: 'Heat pumps (test)', slug, _status: 'published', layout: [prose(10)] } })
      const after = await renderHtml(await HvacBasicsNavComponent({ blockType: 'hvacBasicsNav', title: 'HVAC basics' }))
      expect(after).toContain(`<a href="/${slug}/" class="hvac-basics__link">Heat pumps</a>`)
      expect(after).toContain('<span class="hvac-basics__soon">Gas furnaces</span>')
    } finally {
      await payload.delete({ collection: 'pages', where: { slug: { in: [slug, gasFurnaces] } }, context: ctx })
      for (const { id: _id, createdAt: _created, updatedAt: _updated, ...page } of seeded) {
        await payload.create({ collection: 'pages', context: ctx, data: page })
      }
    }
  })
})
