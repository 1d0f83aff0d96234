import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FRENCH_SLUG_PREFIX } from '@/domain/pages/language'
import { slugFromSegments } from '@/domain/pages/pagePath'
import { previewingDrafts } from '@/server/pages/draftPreview'
import { publishedPageSlugs, queryPageBySlug } from '@/server/pages/queryPage'
import { PageContent } from '../../../(frontend)/PageContent'
import { pageMetadata } from '../../../(frontend)/pageMetadata'

type Args = { params: Promise<{ slug?: string[] }> }

// French pages: the CMS pages whose path starts with /fr/, served like every other page (ISR).
export const revalidate = 3600
export const dynamicParams = true

const frenchSlug = (segments: string[] | undefined) => slugFromSegments([FRENCH_SLUG_PREFIX, ...(segments ?? [])])

export async function generateStaticParams() {
  try {
    const slugs = await publishedPageSlugs()
    return slugs.filter((slug) => slug === FRENCH_SLUG_PREFIX || slug.startsWith(`${FRENCH_SLUG_PREFIX}/`)).map((slug) => ({ slug: slug.split('/').slice(1) }))
  } catch {
    // Building without a migrated database: pages render on first request instead.
    return []
  }
}

export default async function FrenchPage({ params }: Args) {
  const { slug } = await params
  const draft = await previewingDrafts()
  const page = await queryPageBySlug(frenchSlug(slug), draft)
  if (!page) notFound()
  return <PageContent page={page} />
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  const draft = await previewingDrafts()
  return pageMetadata(await queryPageBySlug(frenchSlug(slug), draft))
}
