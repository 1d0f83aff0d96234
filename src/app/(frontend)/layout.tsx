import { loadEnv } from '@/lib/env'
import type { Metadata } from 'next'
import type React from 'react'
import { defaultOgImage } from '@/domain/site/seo'
import { SiteShell } from './SiteShell'

export const metadata: Metadata = {
  metadataBase: new URL(loadEnv().SITE_URL),
  title: { default: 'Heating and cooling for your home', template: '%s' },
  // Routes without their own sharing data (dealer profiles, search) share the site's default card.
  openGraph: { type: 'website', images: [defaultOgImage('en')] },
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang="en">{children}</SiteShell>
}
