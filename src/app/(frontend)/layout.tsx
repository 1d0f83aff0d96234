import type { Metadata } from 'next'
import type React from 'react'
import { ClickTracker } from '@/components/analytics/ClickTracker'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { LivePreviewListener } from '@/components/layout/LivePreview'
import { previewingDrafts } from '@/server/pages/draftPreview'
import { EarlyEvents } from '@/components/ui/EarlyEvents'
import { getFooter, getHeader } from '@/server/pages/queryPage'
import { DEFAULT_OG_IMAGE } from '@/domain/site/seo'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: { default: 'Heating and cooling for your home', template: '%s' },
  // Routes without their own sharing data (dealer profiles, search) share the site's default card.
  openGraph: { type: 'website', images: [DEFAULT_OG_IMAGE] },
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  // Loaded here, not in the header and footer, so shared UI stays presentational (no queries).
  const [draft, header, footer, settings] = await Promise.all([previewingDrafts(), getHeader(), getFooter(), getSiteSettings()])
  return (
    <html lang="en">
      <body>
        <EarlyEvents />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {draft ? <LivePreviewListener serverURL={process.env.SITE_URL ?? 'http://localhost:3000'} /> : null}
        <SiteHeader header={header} settings={settings} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter footer={footer} settings={settings} />
        <ClickTracker />
      </body>
    </html>
  )
}
