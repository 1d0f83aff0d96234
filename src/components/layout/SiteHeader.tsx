import Link from 'next/link'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { Header } from '@/payload-types'

/** The site header; the layout loads the Header global and the site settings and passes them in. */
export function SiteHeader({
  header,
  settings,
}: {
  header: Pick<Header, 'navItems'>
  settings: Pick<SiteSettings, 'brandName' | 'supportPhone'>
}) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand">
          {settings.brandName}
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__nav">
            {(header.navItems ?? []).map((item) => (
              <li key={item.id ?? item.url}>
                <Link href={item.url}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <a className="site-header__phone" href={`tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}>
          {settings.supportPhone}
        </a>
      </div>
    </header>
  )
}
