import type { StickyCtaBarBlock } from '@/payload-types'

/** The spec's bar; its button goes to the seeded sample page at /resources/build-your-own-system/. */
export const stickyCtaBarFixture = {
  blockType: 'stickyCtaBar',
  text: 'Get a Free Online Estimate',
  link: {
    type: 'custom',
    url: '/resources/build-your-own-system/',
    label: 'Build your own system',
    trackingText: 'Sticky bar: build your own system',
    appearance: { background: 'baby-blue' },
  },
} satisfies StickyCtaBarBlock
