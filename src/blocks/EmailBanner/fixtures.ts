import type { EmailBannerBlock } from '@/payload-types'

export const emailBannerFixture = {
  blockType: 'emailBanner',
  heading: 'Get comfort tips in your inbox',
  text: 'Seasonal maintenance reminders and offers, about once a month.',
  emailLabel: 'Email address',
  buttonLabel: 'Sign Up',
} satisfies EmailBannerBlock
