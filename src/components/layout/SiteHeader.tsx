import Link from 'next/link'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { Header } from '@/payload-types'
import { HeaderNav } from './HeaderNav'

/** The site header; the layout loads the Header global and the site settings and passes them in. */
export function SiteHeader({
  header,
  settings,
  lang,
}: {
  header: Pick<Header, 'navItems'>
  settings: Pick<SiteSettings, 'brandName' | 'supportPhone'>
  /** The header's language when it differs from the page's (English on a French page). */
  lang?: string
}) {
  const items = (header.navItems ?? []).map((item, index) => ({
    key: item.id ?? `group-${index}`,
    label: item.label,
    url: item.url ?? null,
    children: (item.children ?? []).map((child, i) => ({ key: child.id ?? `${index}-${i}`, label: child.label, url: child.url })),
  }))
  return (
    <header className="site-header" lang={lang} data-track-area="Header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand">
          {settings.brandName}
        </Link>
        <HeaderNav items={items} />
        {/* Below 1024 px the link reads "Call" (the number stays in its name) so the header keeps one row. */}
        <a className="site-header__phone" data-track="Header: call" href={`tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}>
          <span className="site-header__phone-call">Call </span>
          <span className="site-header__phone-number">{settings.supportPhone}</span>
        </a>
      </div>
    </header>
  )
}
