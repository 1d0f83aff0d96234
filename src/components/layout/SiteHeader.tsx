import Link from 'next/link'
import type { PageLanguage } from '@/domain/pages/language'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { chromeStrings, navLabel } from '@/domain/site/chrome'
import type { Header } from '@/payload-types'
import { HeaderNav } from './HeaderNav'

const FIND_A_DEALER = '/find-a-dealer/'

/**
 * The site header, in the page's language; the layout loads the Header global and the site settings
 * and passes them in. Sticky at every width: below 1024 px it is one compact row (brand, Find a
 * dealer, Call, Menu), so the two main actions stay on screen while the page scrolls.
 */
export function SiteHeader({
  header,
  settings,
  lang,
}: {
  header: Pick<Header, 'navItems'>
  settings: Pick<SiteSettings, 'brandName' | 'supportPhone'>
  lang: PageLanguage
}) {
  const t = chromeStrings(lang)
  const items = (header.navItems ?? []).map((item, index) => ({
    key: item.id ?? `group-${index}`,
    label: navLabel(t, item.label),
    overview: t.overview(navLabel(t, item.label)),
    url: item.url ?? null,
    children: (item.children ?? []).map((child, i) => ({ key: child.id ?? `${index}-${i}`, label: navLabel(t, child.label), url: child.url })),
  }))
  const tel = `tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`
  return (
    <header className="site-header" data-track-area="Header">
      <div className="container site-header__inner">
        <Link href={lang === 'fr' ? '/fr/' : '/'} className="site-header__brand">
          {settings.brandName}
        </Link>
        <HeaderNav
          items={items}
          labels={{
            menu: t.menu,
            closeMenu: t.closeMenu,
            mainNav: t.mainNav,
            search: t.search,
            searchLabel: t.searchLabel,
            siteSearch: t.siteSearch,
            findDealer: t.findDealer,
            callUs: t.callUs,
            switchCode: t.switchCode,
            switchName: t.switchName,
            switchHome: t.switchHome,
            switchLang: lang === 'fr' ? 'en' : 'fr',
          }}
          findDealerHref={FIND_A_DEALER}
          tel={tel}
          phone={settings.supportPhone}
        />
        <div className="site-header__actions">
          <Link className="site-header__action site-header__action--dealer" href={FIND_A_DEALER} data-track="Header: find a dealer">
            <svg className="site-header__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <circle cx="12" cy="10" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="site-header__action-label">{t.findDealerShort}</span>
          </Link>
          {/* Below 1024 px the link reads "Call" (the number stays in its name) so the header keeps one row. */}
          <a className="site-header__phone site-header__action" data-track="Header: call" href={tel}>
            <svg className="site-header__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M5 3h3.5l1.6 4.3-2.3 1.5a12 12 0 0 0 7.4 7.4l1.5-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span className="site-header__phone-call site-header__action-label">{t.call} </span>
            <span className="site-header__phone-number">{settings.supportPhone}</span>
          </a>
        </div>
      </div>
    </header>
  )
}
