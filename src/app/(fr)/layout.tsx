import { loadEnv } from '@/lib/env'
import type { Metadata } from 'next'
import type React from 'react'
import { defaultOgImage } from '@/domain/site/seo'
import { SiteShell } from '../(frontend)/SiteShell'

export const metadata: Metadata = {
  metadataBase: new URL(loadEnv().SITE_URL),
  title: { default: 'Chauffage et climatisation pour votre maison', template: '%s' },
  openGraph: { type: 'website', locale: 'fr_CA', images: [defaultOgImage('fr')] },
}

// A root layout of its own: <html lang> is set by the root layout, and pages under /fr/ are French
// (readings 36 and 48). Everything else is the site's shell, as for English pages.
export default function FrenchLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang="fr">{children}</SiteShell>
}
