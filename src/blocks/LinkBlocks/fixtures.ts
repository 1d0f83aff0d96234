import type { LinkBlocksBlock } from '@/payload-types'

export const linkBlocksFixture = {
  blockType: 'linkBlocks',
  title: 'Helpful links',
  items: [
    { link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer' }, text: 'Independent dealers near your ZIP code.' },
    { link: { type: 'custom', url: '/rebates/', label: 'Rebates' }, text: 'Utility rebates and offers where you live.' },
    { link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service' }, text: 'Book a repair or a tune-up.' },
    { link: { type: 'custom', url: '/privacy-policy/', label: 'Privacy policy' } },
  ],
} satisfies LinkBlocksBlock
