import type { Metadata } from 'next'
import { pagePath } from '@/domain/pages/pagePath'
import type { Page } from '@/payload-types'

/** A CMS page's metadata; its canonical is always the public path (variant renders included). */
export function pageMetadata(page: Page | null): Metadata {
  if (!page) return {}
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : undefined
  return {
    title: page.meta?.title || page.title,
    description: page.meta?.description ?? undefined,
    alternates: { canonical: pagePath(page.slug) },
    robots: page.meta?.noIndex ? { index: false, follow: true } : undefined,
    openGraph: { title: page.meta?.title || page.title, images: image ? [image] : undefined },
  }
}
