import { pagePath } from '@/domain/pages/pagePath'
import { kindForSlug, layoutText, type SearchDoc } from '@/domain/search/siteSearch'
import { SEARCH_INDEX_CACHE_TAG } from '@/domain/site/cacheTags'
import type { Payload } from 'payload'
import { payloadClient } from '../payload'
import { cachedRead } from '@/server/cache/cachedRead'

/** Every published, indexable page with its readable text, from the database. */
export async function loadSearchIndex(payload: Payload): Promise<SearchDoc[]> {
  const pages = await payload.find({
    collection: 'pages',
    where: { and: [{ _status: { equals: 'published' } }, { or: [{ 'meta.noIndex': { equals: false } }, { 'meta.noIndex': { exists: false } }] }] },
    select: { slug: true, title: true, meta: true, layout: true, article: true },
    limit: 5000,
    pagination: false,
    depth: 0,
  })
  return pages.docs.map((page) => ({
    kind: kindForSlug(page.slug),
    title: page.title,
    description: page.meta?.description ?? page.article?.excerpt ?? '',
    path: pagePath(page.slug),
    text: layoutText(page.layout),
  }))
}

/**
 * The search index (`loadSearchIndex`), built on first use and
 * kept until a page is published, unpublished or deleted (the Pages hooks expire its tag at once), so a
 * search costs no database query.
 */
export const getSearchIndex = cachedRead(
  async (): Promise<SearchDoc[]> => loadSearchIndex(await payloadClient()),
  ['site-search-index'],
  { tags: [SEARCH_INDEX_CACHE_TAG] },
)
