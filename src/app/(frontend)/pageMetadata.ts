import type { Metadata } from 'next'
import { languageAlternates, pageLanguage } from '@/domain/pages/language'
import { pagePath } from '@/domain/pages/pagePath'
import { defaultOgImage } from '@/domain/site/seo'
import type { Page } from '@/payload-types'
import { languageVersions } from '@/server/pages/languageVersions'

/**
 * A CMS page's metadata; its canonical is always the public path (variant renders included). A page
 * with a version in the other language names both (hreflang), English the default.
 */
export async function pageMetadata(page: Page | null): Promise<Metadata> {
  if (!page) return {}
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : undefined
  const title = page.meta?.title || page.title
  const description = page.meta?.description ?? undefined
  const languages = languageAlternates(await languageVersions(page))
  return {
    title,
    description,
    alternates: { canonical: pagePath(page.slug), ...(languages ? { languages } : {}) },
    robots: page.meta?.noIndex ? { index: false, follow: true } : undefined,
    // Every page shares with an image: its own, or the site's default card.
    openGraph: { title, description, url: pagePath(page.slug), type: 'website', images: [image ? { url: image } : defaultOgImage(pageLanguage(page.slug))] },
  }
}
