import { pagePath } from './pagePath'

/**
 * The site's languages (readings 36 and 48): English everywhere, French under /fr/. A French page may
 * name its English version; both then tell search engines about each other (hreflang), and English
 * stays the default for everyone else (x-default).
 */
export type PageLanguage = 'en' | 'fr'

export const FRENCH_SLUG_PREFIX = 'fr'

/** The language of a page, from where it lives: /fr/ and below is French. */
export function pageLanguage(slug: string): PageLanguage {
  return slug === FRENCH_SLUG_PREFIX || slug.startsWith(`${FRENCH_SLUG_PREFIX}/`) ? 'fr' : 'en'
}

/** The slugs of one page in both languages. */
export type LanguageVersions = { en: string; fr: string }

/**
 * The hreflang alternates of a page that exists in both languages (site paths; Next.js makes them
 * absolute with the site URL). Null unless the English slug is an English page and the French one French.
 */
export function languageAlternates(versions: LanguageVersions | null): Record<'en' | 'fr' | 'x-default', string> | null {
  if (!versions || pageLanguage(versions.en) !== 'en' || pageLanguage(versions.fr) !== 'fr') return null
  const en = pagePath(versions.en)
  return { en, fr: pagePath(versions.fr), 'x-default': en }
}
