import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  emailLabel: 'Email address',
  buttonLabel: 'Sign Up',
} as const

/** The newsletter sign-up as a banner: one email field, sent as a MARKETO lead. */
export const config: Block = {
  slug: 'emailBanner',
  interfaceName: 'EmailBannerBlock',
  labels: { singular: 'Email banner (newsletter)', plural: 'Email banners (newsletter)' },
  fields: [
    heading({ label: 'Banner heading', defaultValue: 'Get comfort tips in your inbox' }),
    { name: 'text', type: 'textarea', label: 'Text beside the field' },
    {
      type: 'row',
      fields: [
        { name: 'emailLabel', type: 'text', label: 'Email field label', defaultValue: DEFAULTS.emailLabel, admin: { width: '50%' } },
        { name: 'buttonLabel', type: 'text', label: 'Submit button text', defaultValue: DEFAULTS.buttonLabel, admin: { width: '50%' } },
      ],
    },
    blockSettings(),
  ],
}
