import type { MetadataRoute } from 'next'
import { dealerProfilePath, dealerSlug } from '@/domain/dealers/dealerSlug'
import { pagePath } from '@/domain/pages/pagePath'
import { loadEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getDealerSearchIndex } from '@/server/dealers/dealerSearchIndex'
import { publishedPageSlugs } from '@/server/pages/queryPage'
import { payloadClient } from '@/server/payload'

// Rebuilt at most hourly; a sitemap may lag a new dealer by that much.
export const revalidate = 3600

/** Published CMS pages and every active dealer's profile page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = loadEnv().SITE_URL
  try {
    const [slugs, index] = await Promise.all([publishedPageSlugs({ indexable: true }), payloadClient().then((payload) => getDealerSearchIndex(payload))])
    const pages = slugs.map((slug) => ({ url: `${site}${pagePath(slug)}`, changeFrequency: 'weekly' as const, priority: slug === 'home' ? 1 : 0.7 }))
    const dealers = [...index.dealers.values()]
      .filter((dealer) => dealerSlug(dealer.data) !== undefined)
      .map((dealer) => ({ url: `${site}${dealerProfilePath(dealer.data)}`, changeFrequency: 'monthly' as const, priority: 0.5 }))
    return [...pages, ...dealers]
  } catch (error) {
    // Building without a migrated database: an empty sitemap until the first revalidation.
    logger.warn({ err: error }, 'sitemap: content not available')
    return []
  }
}
