import { companyIdFromSlug } from '@/domain/dealers/dealerSlug'
import { slugFromSegments } from '@/domain/pages/pagePath'
import { lookupDealer } from '@/server/dealers/findDealers'
import { findRedirect } from '@/domain/site/redirects'
import { payloadClient } from '@/server/payload'
import { getRedirects } from '@/server/site/redirects'

/**
 * Whether a site path names something that exists: a published page (catch-all route), a path an
 * editor redirects (the page route answers it with the redirect) or a dealer of the directory
 * (/dealers/<name-companyId>/). The proxy asks this before a page route renders,
 * so an unknown path never gets a page-cache entry of its own.
 */
export async function sitePathExists(pathname: string): Promise<boolean> {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] === 'dealers' && segments.length === 2) {
    const companyId = companyIdFromSlug(segments[1] ?? '')
    return companyId !== undefined && (await lookupDealer(await payloadClient(), companyId)) !== undefined
  }
  const payload = await payloadClient()
  const found = await payload.count({ collection: 'pages', where: { and: [{ slug: { equals: slugFromSegments(segments) } }, { _status: { equals: 'published' } }] } })
  return found.totalDocs > 0 || findRedirect(await getRedirects(), pathname) !== undefined
}
