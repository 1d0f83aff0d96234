import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { pagePath, slugFromSegments } from '@/domain/pages/pagePath'
import { findRedirect } from '@/domain/site/redirects'
import {
  ancestorSlugs,
  breadcrumbJsonLd,
  breadcrumbTrail,
  faqItems,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '@/domain/site/structuredData'
import { loadEnv } from '@/lib/env'
import { publishedPageSlugs, queryPageBySlug } from '@/server/pages/queryPage'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { comparedProducts } from '@/server/products/catalogue'
import { publishedPageTitles } from '@/server/site/pageTitles'
import { getRedirects } from '@/server/site/redirects'
import { pageMetadata } from '../pageMetadata'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages are rendered once and served statically; publishing in the admin revalidates the path.
// The hourly revalidation is a safety net for deployments with several instances (see docs/deploy.md).
export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  try {
    const slugs = await publishedPageSlugs()
    return slugs.map((slug) => ({ slug: slug === 'home' ? [] : slug.split('/') }))
  } catch {
    // Building without a migrated database: pages render on first request instead.
    return []
  }
}

export default async function Page({ params }: Args) {
  const { slug: segments } = await params
  const { isEnabled: draft } = await draftMode()
  const page = await queryPageBySlug(slugFromSegments(segments), draft)
  if (!page) {
    // A path no page answers may have moved: an editor-managed redirect sends the visitor on.
    const moved = findRedirect(await getRedirects(), `/${(segments ?? []).join('/')}/`)
    if (moved) (moved.permanent ? permanentRedirect : redirect)(moved.to)
    notFound()
  }
  const site = loadEnv().SITE_URL
  const nested = page.slug.includes('/')
  const crumbs = nested ? breadcrumbTrail(page.slug, page.title, await publishedPageTitles(ancestorSlugs(page.slug))) : null
  const settings = await getSiteSettings()
  // Product pages: the catalogue products their comparison tables show.
  const products = page.slug.startsWith('products/') ? await comparedProducts(page.layout) : []
  const jsonLd = [
    page.slug === 'home' ? organizationJsonLd({ name: settings.brandName, siteUrl: site, phone: settings.supportPhone }) : null,
    crumbs ? breadcrumbJsonLd(crumbs, site) : null,
    faqPageJsonLd(faqItems(page.layout)),
    ...products.map((product) =>
      productJsonLd(
        {
          name: product.name,
          path: pagePath(page.slug),
          imageUrl: typeof product.image === 'object' ? product.image?.url : null,
          brand: settings.brandName,
          price: product.installationCost,
        },
        site,
      ),
    ),
  ].filter((item) => item !== null)
  return (
    <>
      {jsonLd.map((item, i) => (
        <script key={`${item['@type']}-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
      {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
      <RenderBlocks blocks={page.layout} />
    </>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug: segments } = await params
  const { isEnabled: draft } = await draftMode()
  return pageMetadata(await queryPageBySlug(slugFromSegments(segments), draft))
}
