/**
 * schema.org JSON-LD for the page route: Organization (home), BreadcrumbList (nested pages), FAQPage
 * (pages with FAQ blocks) and Product (product pages). Pure: the route passes what it loaded.
 */

export type Crumb = { label: string; href: string | null }

/** "a/b/c" -> ["a", "a/b"]: the slugs of the pages above a nested page. */
export function ancestorSlugs(slug: string): string[] {
  const parts = slug.split('/').filter(Boolean)
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'))
}

/** "thermostat-controls" -> "Thermostat controls": the label of an ancestor that has no page. */
export function labelFromSegment(segment: string): string {
  const words = segment.replace(/-+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Home, each ancestor (a link when a published page answers it, its title then; plain text named
 * after the path segment otherwise) and the page itself (no link: it is where the visitor is).
 */
export function breadcrumbTrail(slug: string, pageTitle: string, ancestorTitles: ReadonlyMap<string, string>): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  for (const ancestor of ancestorSlugs(slug)) {
    const title = ancestorTitles.get(ancestor)
    crumbs.push(title ? { label: title, href: `/${ancestor}/` } : { label: labelFromSegment(ancestor.split('/').at(-1) ?? ancestor), href: null })
  }
  crumbs.push({ label: pageTitle, href: `/${slug}/` })
  return crumbs
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString()

/** BreadcrumbList of the crumbs that are pages (Google wants every list item to name a URL). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  const linked = crumbs.filter((c): c is { label: string; href: string } => c.href !== null)
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absolute(siteUrl, crumb.href) })),
  }
}

export function organizationJsonLd({ name, siteUrl, phone }: { name: string; siteUrl: string; phone: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absolute(siteUrl, '/'),
    logo: absolute(siteUrl, '/icon.svg'),
    contactPoint: [{ '@type': 'ContactPoint', telephone: phone, contactType: 'customer service', areaServed: 'US', availableLanguage: ['English'] }],
  }
}

type FaqItem = { question: string; answer: string }

/** Every question of every FAQ block in a layout (wherever nested), in page order. */
export function faqItems(layout: unknown): FaqItem[] {
  const found: FaqItem[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (typeof value !== 'object' || value === null) return
    if ('blockType' in value && value.blockType === 'faq' && 'items' in value && Array.isArray(value.items)) {
      for (const item of value.items) {
        if (item && typeof item.question === 'string' && typeof item.answer === 'string' && item.question.trim() && item.answer.trim()) {
          found.push({ question: item.question.trim(), answer: item.answer.trim() })
        }
      }
      return
    }
    Object.values(value).forEach(walk)
  }
  walk(layout)
  return found
}

/** One FAQPage for all FAQ blocks of a page (Google reads one per page), or null without questions. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  if (items.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

export type ProductInput = {
  name: string
  description?: string | null
  /** Model number. */
  sku?: string | null
  path: string
  imageUrl?: string | null
  brand: string
  /** Installed price in US dollars, when the catalogue has one. */
  price?: number | null
}

/** Product; `offers` only with a price (Google's product snippets need an offer, review or rating). */
export function productJsonLd(product: ProductInput, siteUrl: string) {
  const url = absolute(siteUrl, product.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku, mpn: product.sku } : {}),
    url,
    ...(product.imageUrl ? { image: [absolute(siteUrl, product.imageUrl)] } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(typeof product.price === 'number' && Number.isFinite(product.price) && product.price > 0
      ? { offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock', url } }
      : {}),
  }
}

/** JSON for a <script type="application/ld+json"> (every page and the dealer profile): "<" escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
