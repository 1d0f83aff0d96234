import { cache } from 'react'
import { pageLanguage, type LanguageVersions } from '@/domain/pages/language'
import type { Page } from '@/payload-types'
import { payloadClient } from '../payload'

/** The published French page that names this page as its English version, if any. */
const frenchVersionOf = cache(async (pageId: number): Promise<string | null> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ englishVersion: { equals: pageId } }, { _status: { equals: 'published' } }] },
    select: { slug: true },
    sort: 'createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const slug = result.docs[0]?.slug
  return slug && pageLanguage(slug) === 'fr' ? slug : null
})

/**
 * A page and its version in the other language (readings 48), or null: a French page names its
 * English version (read with the page; unpublished, it is not populated), an English page is found
 * by the French page that names it.
 */
export async function languageVersions(page: Pick<Page, 'id' | 'slug' | 'englishVersion'>): Promise<LanguageVersions | null> {
  if (pageLanguage(page.slug) === 'fr') {
    const english = page.englishVersion
    return english && typeof english === 'object' && english.slug ? { en: english.slug, fr: page.slug } : null
  }
  const french = await frenchVersionOf(page.id)
  return french ? { en: page.slug, fr: french } : null
}
