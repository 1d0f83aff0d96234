import { loadEnv } from '@/lib/env'
import type React from 'react'
import { ClickTracker } from '@/components/analytics/ClickTracker'
import { DemoNotice } from '@/components/layout/DemoNotice'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { LivePreviewListener } from '@/components/layout/LivePreview'
import { EarlyEvents } from '@/components/ui/EarlyEvents'
import type { PageLanguage } from '@/domain/pages/language'
import { chromeStrings } from '@/domain/site/chrome'
import { previewingDrafts } from '@/server/pages/draftPreview'
import { getFooter, getHeader } from '@/server/pages/queryPage'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { brandFont } from '../fonts/brand'
import './globals.css'

/**
 * The document every public page shares: header, main, footer and the click tracker, all in the
 * page's language (the chrome's strings: src/domain/site/chrome.ts).
 */
export async function SiteShell({ lang, children }: { lang: PageLanguage; children: React.ReactNode }) {
  // Loaded here, not in the header and footer, so shared UI stays presentational (no queries).
  const [draft, header, footer, settings] = await Promise.all([previewingDrafts(), getHeader(), getFooter(), getSiteSettings()])
  return (
    <html lang={lang} className={brandFont.variable}>
      <body>
        <EarlyEvents />
        <a className="skip-link" href="#main" data-track="Skip to content">
          {chromeStrings(lang).skipLink}
        </a>
        {settings.demoNotice ? <DemoNotice lang={lang} /> : null}
        {draft ? <LivePreviewListener serverURL={loadEnv().SITE_URL} /> : null}
        <SiteHeader header={header} settings={settings} lang={lang} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter footer={footer} settings={settings} lang={lang} />
        {/* Dialogs open here (src/components/ui/ModalDialog.tsx). */}
        <div id="modal-root" />
        <ClickTracker />
      </body>
    </html>
  )
}
