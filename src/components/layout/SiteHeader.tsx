import Link from 'next/link'
import { getHeader } from '@/server/pages/queryPage'
import { getSiteSettings } from '@/server/settings/getSiteSettings'

export async function SiteHeader() {
  const [header, settings] = await Promise.all([getHeader(), getSiteSettings()])
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
