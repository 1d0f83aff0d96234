import type { ArrayField, GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { revalidateSiteSettings } from './revalidate'

const pathRows = (name: string, label: string, defaults: string[], description: string): ArrayField => ({
    name,
    label,
    type: 'array',
    defaultValue: defaults.map((path) => ({ path })),
    admin: { description },
    fields: [
      {
        name: 'path',
        type: 'text',
        required: true,
        validate: (v: unknown) => (typeof v === 'string' && /^\/\S*$/.test(v) ? true : 'Enter a path starting with /'),
      },
    ],
})

export const SiteSettingsGlobal: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    { name: 'brandCode', type: 'text', required: true, defaultValue: DEFAULT_SITE_SETTINGS.brandCode },
    { name: 'brandName', type: 'text', required: true, defaultValue: DEFAULT_SITE_SETTINGS.brandName },
    { name: 'supportPhone', type: 'text', required: true, defaultValue: DEFAULT_SITE_SETTINGS.supportPhone },
    { name: 'supportHours', type: 'text', required: true, defaultValue: DEFAULT_SITE_SETTINGS.supportHours },
    { name: 'privacyPolicyUrl', type: 'text', required: true, defaultValue: DEFAULT_SITE_SETTINGS.privacyPolicyUrl },
    pathRows(
      'callNowPages',
      'Call-now pages',
      DEFAULT_SITE_SETTINGS.callNowPages,
      'On these pages "Call Now" on a dealer card leases a call-tracking number.',
    ),
    pathRows(
      'contactDealerCampaignPaths',
      'Campaign paths with "Contact Dealer"',
      DEFAULT_SITE_SETTINGS.contactDealerCampaignPaths,
      'On these paths the dealer card button reads "Contact Dealer" instead of "Book Online".',
    ),
    {
      name: 'singleDealerCompanyId',
      type: 'number',
      min: 1,
      admin: { description: 'When set, the locator hides search and filters and shows only this dealer.' },
    },
    {
      name: 'infoMode',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Info mode: dealer search uses the info endpoint and ratings are hidden.' },
    },
  ],
}
