import type { SiteRedirect } from '@/domain/site/redirects'
import { REDIRECTS_CACHE_TAG } from '@/domain/site/cacheTags'
import type { Payload } from 'payload'
import { payloadClient } from '../payload'
import { cachedRead } from '@/server/cache/cachedRead'

/** Every redirect, from the database. */
export async function loadRedirects(payload: Payload): Promise<SiteRedirect[]> {
  const result = await payload.find({ collection: 'redirects', limit: 5000, pagination: false, depth: 0, overrideAccess: true })
  return result.docs.map((doc) => ({ from: doc.from, to: doc.to, permanent: doc.permanent !== false }))
}

/**
 * The redirects, read once and cached until an editor saves one (the collection's hooks revalidate
 * the tag). The page route consults it only for paths no published page answers, so redirects add
 * no query to a normal page view and no page becomes dynamic.
 */
export const getRedirects = cachedRead(
  async (): Promise<SiteRedirect[]> => loadRedirects(await payloadClient()),
  ['site-redirects'],
  { tags: [REDIRECTS_CACHE_TAG] },
)
