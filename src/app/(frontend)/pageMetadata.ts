import type { Metadata } from 'next'
import { pagePath } from '@/domain/pages/pagePath'
import { DEFAULT_OG_IMAGE } from '@/domain/site/seo'
import type { Page } from '@/payload-types'

/** A CMS page's metadata; its canonical is always the public path (variant renders included). */
export function pageMetadata(page: Page | null): Metadata {
  if (!page) return {}
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : undefined
  const title = page.meta?.title || page.title
  const description = page.meta?.description ?? undefined
  return {
    title,
    description,
    alternates: { canonical: pagePath(page.slug) },
    robots: page.meta?.noIndex ? { index: false, follow: true } : undefined,
    // Every page shares with an image: its own, or the site's default card.
    openGraph: { title, description, url: pagePath(page.slug), type: 'website', images: [image ? { url: image } : DEFAULT_OG_IMAGE] },
  }
}
