import { z } from 'zod'

/** The brand constants the spec fixes; editable in the admin (SiteSettings global), read through one accessor. */
const path = z
  .string()
  .trim()
  .regex(/^\/[^\s]*$/, 'must be a path starting with /')
  .transform((p) => (p.endsWith('/') ? p : `${p}/`))

export const siteSettingsSchema = z.object({
  brandCode: z.string().trim().min(1).max(10),
  brandName: z.string().trim().min(1),
  supportPhone: z.string().trim().min(7),
  supportHours: z.string().trim().min(1),
  privacyPolicyUrl: z.string().trim().min(1),
  callNowPages: z.array(path),
  contactDealerCampaignPaths: z.array(path),
  singleDealerCompanyId: z.number().int().positive().nullable(),
  infoMode: z.boolean(),
  /** The site-wide band that marks demo data (reading 54); the seed turns it on. */
  demoNotice: z.boolean(),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  brandCode: 'AS',
  brandName: 'American Standard',
  // A fictional number (555-01xx range) until the brand enters its real support line.
  supportPhone: '1-800-555-0123',
  supportHours: 'Monday to Friday 7am to 5pm CST',
  privacyPolicyUrl: '/privacy-policy/',
  callNowPages: ['/find-your-dealer/', '/schedule-service/', '/find-a-dealer/'],
  contactDealerCampaignPaths: ['/en/campaigns/mv/hvac-higher-standard/', '/en/campaigns/sy/hvac-higher-standard/'],
  singleDealerCompanyId: null,
  infoMode: false,
  demoNotice: false,
}

/** Turns whatever the CMS holds into valid settings; a missing or invalid field falls back to its default. */
export function normalizeSiteSettings(raw: Record<string, unknown> | null | undefined): SiteSettings {
  const source = raw ?? {}
  const listOfPaths = (value: unknown): unknown =>
    Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' && 'path' in row ? row.path : row)) : value
  const candidate: Record<string, unknown> = {
    ...source,
    callNowPages: listOfPaths(source.callNowPages),
    contactDealerCampaignPaths: listOfPaths(source.contactDealerCampaignPaths),
    singleDealerCompanyId: source.singleDealerCompanyId ?? null,
    infoMode: source.infoMode ?? false,
    demoNotice: source.demoNotice ?? false,
  }
  const settings = { ...DEFAULT_SITE_SETTINGS }
  for (const key of Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[]) {
    const field = siteSettingsSchema.shape[key].safeParse(candidate[key])
    if (field.success) (settings as Record<string, unknown>)[key] = field.data
  }
  return settings
}
