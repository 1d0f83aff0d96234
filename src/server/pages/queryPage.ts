import { cache } from 'react'
import type { Header, Footer, Page } from '@/payload-types'
import { globalTag } from '@/server/cache/globalTag'
import { payloadClient } from '../payload'
import { cachedRead } from '@/server/cache/cachedRead'

/** Published page by slug, or the latest draft when a signed-in editor previews (`previewingDrafts`). */
export const queryPageBySlug = cache(async (slug: string, draft: boolean): Promise<Page | null> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    draft,
    overrideAccess: draft,
    limit: 1,
    pagination: false,
    depth: 2,
  })
  return result.docs[0] ?? null
})

/** Published pages; `indexable` leaves out those hidden from search engines (for the sitemap). */
export async function publishedPageSlugs({ indexable = false }: { indexable?: boolean } = {}): Promise<string[]> {
  const payload = await payloadClient()
  const published = { _status: { equals: 'published' } }
  const result = await payload.find({
    collection: 'pages',
    where: indexable ? { and: [published, { or: [{ 'meta.noIndex': { equals: false } }, { 'meta.noIndex': { exists: false } }] }] } : published,
    select: { slug: true },
    limit: 1000,
    pagination: false,
    depth: 0,
  })
  return result.docs.map((d) => d.slug)
}

export const getHeader = cachedRead(
  async (): Promise<Header> => (await payloadClient()).findGlobal({ slug: 'header', depth: 0 }),
  ['global-header'],
  { tags: [globalTag('header')] },
)

export const getFooter = cachedRead(
  async (): Promise<Footer> => (await payloadClient()).findGlobal({ slug: 'footer', depth: 0 }),
  ['global-footer'],
  { tags: [globalTag('footer')] },
)
