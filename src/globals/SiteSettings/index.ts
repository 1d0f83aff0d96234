import type { ArrayField, GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { revalidateSiteSettings } from './revalidate'

const pathRows = (name: string, label: string, defaults: string[], description: string): ArrayField => ({
    name,
    label,
    labels: { singular: 'Path', plural: 'Paths' },
    type: 'array',
    defaultValue: defaults.map((path) => ({ path })),
    admin: { description },
    fields: [
      {
        name: 'path',
        label: 'Page path',
        type: 'text',
        required: true,
        validate: (v: unknown) => (typeof v === 'string' && /^\/\S*$/.test(v) ? true : 'Enter a path starting with /'),
      },
    ],
})

export const SiteSettingsGlobal: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', description: 'Brand constants used across the site.' },
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand and support',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'brandName',
                  label: 'Brand name',
                  type: 'text',
                  required: true,
                  defaultValue: DEFAULT_SITE_SETTINGS.brandName,
                  admin: { description: 'As homeowners read it in forms, emails and consent notes.' },
                },
                {
                  name: 'brandCode',
                  label: 'Brand code',
                  type: 'text',
                  required: true,
                  defaultValue: DEFAULT_SITE_SETTINGS.brandCode,
                  admin: { description: 'Short code the rebate and lead APIs expect, e.g. AS.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'supportPhone', label: 'Support phone', type: 'text', required: true, defaultValue: DEFAULT_SITE_SETTINGS.supportPhone },
                {
                  name: 'supportHours',
                  label: 'Support hours',
                  type: 'text',
                  required: true,
                  defaultValue: DEFAULT_SITE_SETTINGS.supportHours,
                  admin: { description: 'Shown beside the support phone, e.g. Monday to Friday 7am to 5pm CST.' },
                },
              ],
            },
            {
              name: 'privacyPolicyUrl',
              label: 'Privacy policy link',
              type: 'text',
              required: true,
              defaultValue: DEFAULT_SITE_SETTINGS.privacyPolicyUrl,
              admin: { description: 'Linked from the footer and from the consent note of every form.' },
            },
            {
              name: 'demoNotice',
              label: 'Show the demo-data notice',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'A slim band at the top of every public page saying that the dealers, reviews, rebates and offers are demo data. The seeded demo turns it on; turn it off once the site holds real data.',
              },
            },
          ],
        },
        {
          label: 'Dealer locator',
          fields: [
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
              label: 'Single-dealer mode (company ID)',
              type: 'number',
              min: 1,
              admin: { description: 'When set, the locator hides search and filters and shows only this dealer, and the home contact and contact-a-dealer forms send their requests to it.' },
            },
            {
              name: 'infoMode',
              label: 'Info mode',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Info mode: dealer search uses the info endpoint and ratings are hidden.' },
            },
          ],
        },
      ],
    },
  ],
}
