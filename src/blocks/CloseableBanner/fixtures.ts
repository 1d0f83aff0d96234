import type { CloseableBannerBlock } from '@/payload-types'

export const closeableBannerFixture = {
  blockType: 'closeableBanner',
  heading: 'Heating season check-ups',
  text: 'Book a furnace check before the first cold night.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer' },
  closeLabel: 'Close banner',
} satisfies CloseableBannerBlock

/** Just a line of text, no heading and no link. */
export const plainCloseableBannerFixture = {
  blockType: 'closeableBanner',
  text: 'Our help line closes early on holidays.',
} satisfies CloseableBannerBlock
