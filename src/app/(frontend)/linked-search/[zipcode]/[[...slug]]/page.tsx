import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { slugFromSegments } from '@/domain/pages/pagePath'
import { setRenderLinkedSearch } from '@/server/pages/renderLinkedSearch'
import { queryPageBySlug } from '@/server/pages/queryPage'
import { PageContent } from '../../../PageContent'
import { pageMetadata } from '../../../pageMetadata'

type Args = { params: Promise<{ zipcode: string; slug?: string[] }> }

/**
 * A page as a linked search shows it (`/rebates/?zipcode=10001`): the proxy rewrites here when the page
 * has a block that answers the search (src/domain/pages/linkedSearch.ts), and refuses the path from
 * outside. Rendered per request and never stored, so invented ZIPs add nothing to the page cache; the
 * canonical stays the public page.
 */
export const dynamic = 'force-dynamic'

export default async function LinkedSearchPage({ params }: Args) {
  const { zipcode, slug } = await params
  const page = await queryPageBySlug(slugFromSegments(slug), false)
  if (!page) notFound()
  setRenderLinkedSearch(decodeURIComponent(zipcode))
  return <PageContent page={page} />
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  return pageMetadata(await queryPageBySlug(slugFromSegments(slug), false))
}
