import type { PageLanguage } from '@/domain/pages/language'

const OG_DEFAULT = { url: '/og-default.png', width: 1200, height: 630 }
const OG_DEFAULT_ALT: Record<PageLanguage, string> = {
  en: 'Heating and cooling for your home',
  fr: 'Chauffage et climatisation pour votre maison',
}

/** The card shown when a page without its own sharing image is shared (public/og-default.png), described in the page's language. */
export function defaultOgImage(language: PageLanguage = 'en') {
  return { ...OG_DEFAULT, alt: OG_DEFAULT_ALT[language] }
}
