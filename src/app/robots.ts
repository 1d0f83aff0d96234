import type { MetadataRoute } from 'next'
import { loadEnv } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const site = loadEnv().SITE_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin/', '/api/', '/next/'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
