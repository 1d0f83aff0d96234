import type { PageLanguage } from '@/domain/pages/language'
import { chromeStrings } from '@/domain/site/chrome'

/**
 * The one place demo data is marked on the public site (reading 54), on when Site settings say so.
 * A complementary landmark of its own: it sits above the header, outside the page's other landmarks.
 */
export function DemoNotice({ lang }: { lang: PageLanguage }) {
  const text = chromeStrings(lang).demoNotice
  return (
    <aside className="demo-notice" aria-label={text.split(':')[0]!.trim()} data-demo-notice="">
      <p>{text}</p>
    </aside>
  )
}
