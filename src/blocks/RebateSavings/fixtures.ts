import type { RebateSavingsBlock } from '@/payload-types'

/** Sample content (written for this project) used by the seed, the tests and the docs. */
export const rebateSavingsFixture: RebateSavingsBlock = {
  blockType: 'rebateSavings',
  show_block: '1',
  heading: 'See what you could save (sample)',
  intro: 'Enter your zip or postal code to see rebates, special offers and tax credits where you live.',
  zip_label: 'Zip Code',
  button_text: 'Search',
  cta_heading: 'Ready to start saving?',
  cta_text: 'A local dealer can help you choose a system that qualifies.',
  cta_button_text: 'Contact a local dealer',
}

