import type { Payload } from 'payload'
import { cache } from 'react'
import { normalizeSiteSettings, type SiteSettings } from '@/domain/settings/siteSettings'
import { cachedRead } from '@/server/cache/cachedRead'
import { globalTag } from '@/server/cache/globalTag'
import { payloadClient } from '../payload'

/** Reads and normalises the SiteSettings global (uncached). */
export async function loadSiteSettings(payload: Payload): Promise<SiteSettings> {
  const raw = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return normalizeSiteSettings(raw as unknown as Record<string, unknown>)
}

const cachedSiteSettings = cachedRead(async () => loadSiteSettings(await payloadClient()), ['site-settings'], {
  tags: [globalTag('site-settings')],
})

/**
 * The one typed accessor for the brand constants. Inside Next.js it is cached and refreshed when an
 * editor saves the global; outside it (scripts, tests) it reads the database directly (cachedRead).
 */
export const getSiteSettings: () => Promise<SiteSettings> = cache(cachedSiteSettings)
