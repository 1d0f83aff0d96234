import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { normalizeSiteSettings, type SiteSettings } from '@/domain/settings/siteSettings'
import { globalTag } from '@/globals/revalidateGlobal'
import { payloadClient } from '../payload'

/** The one typed accessor for the brand constants (cached; refreshed when an editor saves the global). */
export const getSiteSettings: () => Promise<SiteSettings> = cache(
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const raw = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      return normalizeSiteSettings(raw as unknown as Record<string, unknown>)
    },
    ['site-settings'],
    { tags: [globalTag('site-settings')] },
  ),
)
