import type { IaqProductCardsBlock } from '@/payload-types'

// No card links: the IAQ product pages are not published yet (see page-blocks-readings.md #33).
export const iaqProductCardsFixture = {
  blockType: 'iaqProductCards',
  title: 'Cleaner air, room by room',
  intro: 'Three ways to improve the air your household breathes every day.',
  cards: [
    { product: 'airCleaner', name: 'Whole-home air cleaner', description: 'Works with your heating and cooling system to trap dust, pollen and pet dander.' },
    { product: 'humidifier', name: 'Whole-home humidifier', description: 'Adds moisture in dry months, so rooms feel warmer at a lower setting.' },
    { product: 'filter', name: 'High-capacity filter', description: 'A deep media filter that catches more and needs changing less often.' },
  ],
} satisfies IaqProductCardsBlock
