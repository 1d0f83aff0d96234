import Link from 'next/link'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { NEWSLETTER_SOURCES } from '@/domain/leads/leadNames'
import './footerNewsletter.css'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { Footer } from '@/payload-types'

/** The site footer; the layout loads the Footer global and the site settings and passes them in. */
export function SiteFooter({
  footer,
  settings,
  lang,
}: {
  footer: Pick<Footer, 'navItems' | 'note'>
  settings: Pick<SiteSettings, 'privacyPolicyUrl' | 'supportPhone' | 'supportHours'>
  /** The footer's language when it differs from the page's (English on a French page). */
  lang?: string
}) {
  return (
    <footer className="site-footer" lang={lang} data-track-area="Footer">
      <div className="container site-footer__inner">
        {/* The newsletter signup (page-blocks spec, section 2): one email field, a MARKETO lead. */}
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter" data-testid="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__newsletter-title">
            Sign up for our newsletter
          </h2>
          <NewsletterForm emailLabel="Email address" buttonLabel="Sign Up" source={NEWSLETTER_SOURCES.footer} />
        </section>
        <nav aria-label="Footer">
          <ul className="site-footer__nav">
            {(footer.navItems ?? []).map((item) => (
              <li key={item.id ?? item.url}>
                <Link href={item.url}>{item.label}</Link>
              </li>
            ))}
            <li>
              <a href={settings.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                Privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        <p>
          Questions? Call {settings.supportPhone}, {settings.supportHours}.
        </p>
        {footer.note ? <p className="site-footer__note">{footer.note}</p> : null}
        <p className="site-footer__attribution">
          Location search contains GeoNames data, CC BY 4.0 (geonames.org). Base map: U.S. Census Bureau and Natural
          Earth.
        </p>
      </div>
    </footer>
  )
}
