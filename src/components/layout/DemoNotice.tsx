import type { PageLanguage } from '@/domain/pages/language'
import { chromeStrings } from '@/domain/site/chrome'

/** The one place demo data is marked on the public site (reading 54), on when Site settings say so. */
export function DemoNotice({ lang }: { lang: PageLanguage }) {
  return (
    <p className="demo-notice" role="note" data-demo-notice="">
      {chromeStrings(lang).demoNotice}
    </p>
  )
}
