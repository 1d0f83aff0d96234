import type { PageLanguage } from '@/domain/pages/language'

const TEXT: Record<PageLanguage, string> = {
  en: 'Demo site: the dealers, reviews, rebates and offers on these pages are sample data, not real businesses or offers.',
  fr: 'Site de démonstration : les détaillants, les avis, les remises et les offres de ces pages sont des données d’exemple, et non de vraies entreprises ou offres.',
}

/** The one place demo data is marked on the public site (reading 54), on when Site settings say so. */
export function DemoNotice({ lang }: { lang: PageLanguage }) {
  return (
    <p className="demo-notice" role="note" data-demo-notice="">
      {TEXT[lang]}
    </p>
  )
}
