import Link from 'next/link'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { NEWSLETTER_SOURCES } from '@/domain/leads/leadNames'
import './footerNewsletter.css'
import type { PageLanguage } from '@/domain/pages/language'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { chromeStrings, navLabel, supportHoursIn } from '@/domain/site/chrome'
import type { Footer } from '@/payload-types'

/** The site footer, in the page's language; the layout loads the Footer global and the site settings and passes them in. */
export function SiteFooter({
  footer,
  settings,
  lang,
}: {
  footer: Pick<Footer, 'navItems' | 'note'>
  settings: Pick<SiteSettings, 'privacyPolicyUrl' | 'supportPhone' | 'supportHours'>
  lang: PageLanguage
}) {
  const t = chromeStrings(lang)
  return (
    <footer className="site-footer" data-track-area="Footer">
      <div className="container site-footer__inner">
        {/* The newsletter signup (page-blocks spec, section 2): one email field, a MARKETO lead. */}
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter" data-testid="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__newsletter-title">
            {t.newsletterTitle}
          </h2>
          <NewsletterForm emailLabel={t.newsletterEmail} buttonLabel={t.newsletterButton} source={NEWSLETTER_SOURCES.footer} />
        </section>
        <nav aria-label={t.footerNav}>
          <ul className="site-footer__nav">
            {(footer.navItems ?? []).map((item) => (
              <li key={item.id ?? item.url}>
                <Link href={item.url}>{navLabel(t, item.label)}</Link>
              </li>
            ))}
            <li>
              <a href={settings.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                {t.privacyPolicy}
                <span className="visually-hidden"> {t.newTab}</span>
              </a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__contact">{t.questions(settings.supportPhone, supportHoursIn(t, settings.supportHours))}</p>
        {footer.note ? <p className="site-footer__note">{footer.note}</p> : null}
        <p className="site-footer__attribution">{t.attribution}</p>
      </div>
    </footer>
  )
}
