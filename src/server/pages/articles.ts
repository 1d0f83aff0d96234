import type { Where } from 'payload'
import { PAGES_CACHE_TAG } from '@/domain/pages/cacheTags'
import { inPickedOrder, toArticleCard, type ArticleCard } from '@/domain/pages/articleCard'
import type { Media } from '@/payload-types'
import { payloadClient } from '../payload'
import { publishedPageSlugs } from './queryPage'
import { cachedRead } from '@/server/cache/cachedRead'

export type ArticleQuery = { categories?: readonly string[]; pickedIds?: readonly (number | string)[]; limit: number; excludePath?: string | null }

/**
 * Published pages for a related-articles list: hand-picked ones in the editor's order, or the newest
 * of the chosen categories. Reads only what a card shows.
 */
export async function findArticles({ categories = [], pickedIds = [], limit, excludePath }: ArticleQuery): Promise<ArticleCard<Media>[]> {
  const payload = await payloadClient()
  const published: Where = { _status: { equals: 'published' } }
  const picked = pickedIds.length > 0
  if (!picked && categories.length === 0) return []
  const where: Where = picked
    ? { and: [published, { id: { in: [...pickedIds] } }] }
    : { and: [published, { 'article.categories': { in: [...categories] } }] }
  const result = await payload.find({
    collection: 'pages',
    where,
    select: { title: true, slug: true, article: true },
    sort: ['-article.publishedDate', '-updatedAt'],
    limit: picked ? pickedIds.length : limit + 1,
    pagination: false,
    depth: 1,
  })
  const docs = picked ? inPickedOrder(result.docs, pickedIds) : result.docs
  return docs
    .map((doc) => toArticleCard<Media>(doc))
    .filter((card) => card.path !== excludePath)
    .slice(0, limit)
}

// Cached inside Next.js and dropped whenever a page is published (revalidatePage revalidates
// PAGES_CACHE_TAG), so lists and navigation that depend on which pages exist follow without a redeploy.
const cachedArticles = cachedRead(async (query: ArticleQuery) => findArticles(query), ['related-articles'], { tags: [PAGES_CACHE_TAG] })
const cachedSlugs = cachedRead(async () => publishedPageSlugs(), ['published-page-slugs'], { tags: [PAGES_CACHE_TAG] })

export function relatedArticles(query: ArticleQuery): Promise<ArticleCard<Media>[]> {
  return cachedArticles(query)
}

/** Slugs of the published pages, for blocks that link a page only once it exists. */
export function existingPageSlugs(): Promise<string[]> {
  return cachedSlugs()
}
