import type { FiftyFiftyBlock } from '@/payload-types'

// The seed stores fixtures without uploads; an editor adds the image. The block renders text alone until then.
export const fiftyFiftyFixture = {
  blockType: 'fiftyFifty',
  image: null,
  imageSide: 'left',
  title: 'Sized for your home, not the average one',
  text: 'A system that is too large switches on and off too often; one that is too small runs without a break.\n\nA dealer works out what your home needs from its size, insulation and windows.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Talk to a dealer', appearance: { background: 'baby-blue', showIcon: true } },
} satisfies FiftyFiftyBlock

export const fiftyFiftyRightFixture = {
  ...fiftyFiftyFixture,
  imageSide: 'right',
  title: 'Rebates can lower the price',
  text: 'Many utilities offer rebates on high-efficiency equipment. See which ones apply at your address.',
  link: { type: 'custom', url: '/rebates/', label: 'Check rebates', appearance: { background: 'none' } },
} satisfies FiftyFiftyBlock
