import fs from 'node:fs'
import path from 'node:path'
import { companyIdFromSlug, dealerSlug } from '@/domain/dealers/dealerSlug'
import { slugFromSegments } from '@/domain/pages/pagePath'
import { lookupDealer } from '@/server/dealers/findDealers'
import { answersLinkedSearch } from '@/domain/pages/linkedSearch'
import { findRedirect } from '@/domain/site/redirects'
import { payloadClient } from '@/server/payload'
import { getRedirects } from '@/server/site/redirects'

export interface SitePathInfo {
  exists: boolean
  /** A published page with a block that answers `?zipcode=` on the server (src/domain/pages/linkedSearch.ts). */
  linkedSearch: boolean
  /**
   * The page's one address when this path is another spelling of it: a dealer's profile is found by
   * its company ID alone, so /dealers/<anything>-<id>/ must send visitors to the current slug rather
   * than render (and cache) a copy of the profile under each name.
   */
  canonical?: string
  /** An editor's redirect from this path (no page has it): the proxy answers it, the query kept. */
  redirect?: { to: string; permanent: boolean }
}

/**
 * Whether a site path names something that exists: a published page (catch-all route), a path an
 * editor redirects (the page route answers it with the redirect), a dealer of the directory
 * (/dealers/<name-companyId>/) or a file of public/; and whether that page answers a linked search.
 * The proxy asks this before a page route renders, so an unknown path never gets a page-cache entry
 * of its own.
 */
export async function sitePathInfo(pathname: string): Promise<SitePathInfo> {
  if (isPublicFile(pathname)) return { exists: true, linkedSearch: false }
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] === 'dealers' && segments.length === 2) {
    const companyId = companyIdFromSlug(segments[1] ?? '')
    const dealer = companyId === undefined ? undefined : await lookupDealer(await payloadClient(), companyId)
    // No slug (a part missing) means no profile page: the page route answers 404 for it too.
    const slug = dealer && dealerSlug(dealer.data)
    if (!slug) return { exists: false, linkedSearch: false }
    const canonical = `/dealers/${slug}/`
    return { exists: true, linkedSearch: false, ...(canonical === pathname ? {} : { canonical }) }
  }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ slug: { equals: slugFromSegments(segments) } }, { _status: { equals: 'published' } }] },
    select: { layout: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (docs[0]) return { exists: true, linkedSearch: answersLinkedSearch(docs[0].layout) }
  const moved = findRedirect(await getRedirects(), pathname)
  return moved ? { exists: true, linkedSearch: false, redirect: { to: moved.to, permanent: moved.permanent } } : { exists: false, linkedSearch: false }
}

/**
 * A file Next serves from public/. The proxy's matcher leaves the folders there alone (src/server/proxy/index.ts);
 * this keeps a file added elsewhere in public/ (say /ads.txt) from being answered as an unknown page.
 */
function isPublicFile(pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const root = path.join(process.cwd(), 'public')
  const file = path.resolve(root, `.${decoded}`)
  if (!file.startsWith(`${root}${path.sep}`)) return false
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}
