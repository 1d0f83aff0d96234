import type { DealerCarouselBlock } from '@/payload-types'

export const dealerCarouselFixture = {
  blockType: 'dealerCarousel',
  title: 'Dealers near you',
  subtitle: 'Local heating and cooling experts who install and service our systems.',
} satisfies DealerCarouselBlock
