import type { PricingGuideBlock } from '@/payload-types'
import { PRICING_GUIDE_CARDS } from '@/domain/products/pricingGuide'

export const pricingGuideFixture = {
  blockType: 'pricingGuide',
  heading: 'What affects the price of a new system',
  intro: 'Four things decide most of what a new heating and cooling system costs to install.',
  cards: PRICING_GUIDE_CARDS.map((card) => ({ ...card })),
} satisfies PricingGuideBlock
