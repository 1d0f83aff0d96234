import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { pageLanguage } from '@/domain/pages/language'
import { slugFromSegments } from '@/domain/pages/pagePath'
import { findRedirect } from '@/domain/site/redirects'
import { previewingDrafts } from '@/server/pages/draftPreview'
import { publishedPageSlugs, queryPageBySlug } from '@/server/pages/queryPage'
import { getRedirects } from '@/server/site/redirects'
import { PageContent } from '../PageContent'
import { pageMetadata } from '../pageMetadata'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages are rendered once and served statically; publishing in the admin revalidates the path.
// The hourly revalidation is a safety net for deployments with several instances (see docs/deploy.md).
export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  try {
    // French pages (/fr/...) have their own route and root layout (<html lang="fr">).
    const slugs = (await publishedPageSlugs()).filter((slug) => pageLanguage(slug) === 'en')
    return slugs.map((slug) => ({ slug: slug === 'home' ? [] : slug.split('/') }))
  } catch {
    // Building without a migrated database: pages render on first request instead.
    return []
  }
}

export default async function Page({ params }: Args) {
  const { slug: segments } = await params
  const draft = await previewingDrafts()
  const page = await queryPageBySlug(slugFromSegments(segments), draft)
  if (!page) {
    // A path no page answers may have moved: an editor-managed redirect sends the visitor on.
    const moved = findRedirect(await getRedirects(), `/${(segments ?? []).join('/')}/`)
    if (moved) (moved.permanent ? permanentRedirect : redirect)(moved.to)
    notFound()
  }
  return <PageContent page={page} />
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug: segments } = await params
  const draft = await previewingDrafts()
  return pageMetadata(await queryPageBySlug(slugFromSegments(segments), draft))
}
