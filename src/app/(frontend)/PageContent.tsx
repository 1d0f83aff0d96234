import { RenderBlocks } from '@/blocks/RenderBlocks'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { pagePath } from '@/domain/pages/pagePath'
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
import type { Page } from '@/payload-types'
import { comparedProducts } from '@/server/products/catalogue'
import { publishedPageTitles } from '@/server/site/pageTitles'
import { getSiteSettings } from '@/server/settings/getSiteSettings'

/**
 * What a CMS page shows under the site header: its structured data, the breadcrumb of a nested page
 * and its blocks. The public route and the experiment variant route both render it, so a visitor in
 * an experiment gets the same breadcrumb and JSON-LD as everyone else.
 */
export async function PageContent({ page }: { page: Page }) {
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
