import type { MetadataRoute } from 'next'
import { dealerProfilePath, dealerSlug } from '@/domain/dealers/dealerSlug'
import { pagePath } from '@/domain/pages/pagePath'
import { loadEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getDealerSearchIndex } from '@/server/dealers/dealerSearchIndex'
import { payloadClient } from '@/server/payload'

// Rebuilt at most hourly; a sitemap may lag a new dealer by that much.
export const revalidate = 3600

/** Published, indexable CMS pages and every active dealer's profile page, each with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = loadEnv().SITE_URL
  try {
    const payload = await payloadClient()
    const [pages, index, dealerDates] = await Promise.all([
      payload.find({
        collection: 'pages',
        where: { and: [{ _status: { equals: 'published' } }, { or: [{ 'meta.noIndex': { equals: false } }, { 'meta.noIndex': { exists: false } }] }] },
        select: { slug: true, updatedAt: true },
        limit: 5000,
        pagination: false,
        depth: 0,
      }),
      getDealerSearchIndex(payload),
      payload.find({ collection: 'dealers', select: { updatedAt: true, data: { companyID: true } }, limit: 100_000, pagination: false, depth: 0 }),
    ])
    // The dealer index is keyed by company ID.
    const dealerUpdated = new Map(dealerDates.docs.map((d) => [d.data.companyID, d.updatedAt]))
    const pageEntries = pages.docs.map((page) => ({
      url: `${site}${pagePath(page.slug)}`,
      lastModified: page.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: page.slug === 'home' ? 1 : 0.7,
    }))
    const dealers = [...index.dealers.entries()]
      .filter(([, dealer]) => dealerSlug(dealer.data) !== undefined)
      .map(([id, dealer]) => ({
        url: `${site}${dealerProfilePath(dealer.data)}`,
        lastModified: dealerUpdated.get(id),
        changeFrequency: 'monthly' as const,
        priority: 0.5,
      }))
    return [...pageEntries, ...dealers]
  } catch (error) {
    // Building without a migrated database: an empty sitemap until the first revalidation.
    logger.warn({ err: error }, 'sitemap: content not available')
    return []
  }
}
