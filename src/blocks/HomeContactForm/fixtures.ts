import type { HomeContactFormBlock } from '@/payload-types'

/** On a page without a dealer: requests go to the brand. */
export const homeContactFormFixture = {
  blockType: 'homeContactForm',
  title: 'How can we help?',
} satisfies HomeContactFormBlock
