import type { ReusableBlock, ReusableBlockBlock } from '@/payload-types'
import { navyPromoCardFixture } from '../PromoCard/fixtures'

/**
 * The sample reusable block, as a page read at depth 2 receives it. The seed stores it in the
 * Reusable blocks collection and points the gallery's block at the stored one (src/seed/reusableBlocks.ts).
 */
export const sampleReusableBlock = {
  id: 0,
  title: 'Warranty reminder',
  layout: [
    {
      ...navyPromoCardFixture,
      title: 'One reminder, many pages',
      description: 'Edited once under Reusable blocks, shown on every page that places it.',
    },
  ],
  updatedAt: '2026-11-23T00:00:00.000Z',
  createdAt: '2026-11-23T00:00:00.000Z',
} satisfies ReusableBlock

export const reusableBlockFixture = {
  blockType: 'reusableBlock',
  reusableBlock: sampleReusableBlock,
} satisfies ReusableBlockBlock
