import type { PromoCardBlock } from '@/payload-types'

export const promoCardFixture = {
  blockType: 'promoCard',
  title: 'Rebates may lower your cost',
  description: 'Check which utility rebates and special offers apply where you live.',
  image: null,
  link: { type: 'custom', url: '/rebates/', label: 'Check rebates', trackingText: 'Promo: check rebates', appearance: { background: 'baby-blue' } },
  backgroundColor: 'baby-blue',
} satisfies PromoCardBlock

/** On navy, with an outline button. */
export const navyPromoCardFixture = {
  ...promoCardFixture,
  title: 'Register your warranty',
  description: 'Register within 60 days of installation for the longest coverage; your dealer can help.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Ask a dealer', appearance: { background: 'none' } },
  backgroundColor: 'navy',
} satisfies PromoCardBlock
