import type { RebateSavingsBlock } from '@/payload-types'

/** Sample content (written for this project) used by the seed, the tests, the gallery and the docs. */
export const rebateSavingsFixture = {
  blockType: 'rebateSavings',
  heading: 'See what you could save',
  intro: 'Enter your zip or postal code to see rebates, special offers and tax credits where you live.',
  zipLabel: 'Zip Code',
  buttonLabel: 'Search',
  ctaHeading: 'Ready to start saving?',
  ctaText: 'A local dealer can help you choose a system that qualifies.',
  ctaButtonLabel: 'Contact a local dealer',
  settings: { spacing: 'extra' },
} satisfies RebateSavingsBlock
