import type { StickyFooterBlock } from '@/payload-types'

export const stickyFooterFixture = {
  blockType: 'stickyFooter',
  text: 'Ready for a new system? A local dealer can help.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer', trackingText: 'Sticky footer: find a dealer', appearance: { background: 'white' } },
} satisfies StickyFooterBlock
