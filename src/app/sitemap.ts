import type { MetadataRoute } from 'next'
import { dealerProfilePath, dealerSlug } from '@/domain/dealers/dealerSlug'
import { languageAlternates, pageLanguage, type LanguageVersions } from '@/domain/pages/language'
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
        select: { slug: true, updatedAt: true, englishVersion: true },
        limit: 5000,
        pagination: false,
        depth: 0,
      }),
      getDealerSearchIndex(payload),
      payload.find({ collection: 'dealers', select: { updatedAt: true, data: { companyID: true } }, limit: 100_000, pagination: false, depth: 0 }),
    ])
    // The dealer index is keyed by company ID.
    const dealerUpdated = new Map(dealerDates.docs.map((d) => [d.data.companyID, d.updatedAt]))
    // Pages in both languages list each other (hreflang), as their heads do.
    const slugById = new Map(pages.docs.map((page) => [page.id, page.slug]))
    const versions = new Map<string, LanguageVersions>()
    for (const page of pages.docs) {
      const englishId = typeof page.englishVersion === 'object' ? page.englishVersion?.id : page.englishVersion
      const english = englishId === undefined || englishId === null ? undefined : slugById.get(englishId)
      if (pageLanguage(page.slug) !== 'fr' || !english) continue
      versions.set(page.slug, { en: english, fr: page.slug })
      versions.set(english, { en: english, fr: page.slug })
    }
    const pageEntries = pages.docs.map((page) => {
      const languages = languageAlternates(versions.get(page.slug) ?? null)
      return {
        url: `${site}${pagePath(page.slug)}`,
        lastModified: page.updatedAt,
        changeFrequency: 'weekly' as const,
        priority: page.slug === 'home' ? 1 : 0.7,
        ...(languages ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([lang, path]) => [lang, `${site}${path}`])) } } : {}),
      }
    })
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
