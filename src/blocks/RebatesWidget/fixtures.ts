import type { RebatesWidgetBlock } from '@/payload-types'

/** Sample content used by the seed, the tests and the docs. */
export const rebatesWidgetFixture = {
  blockType: 'rebatesWidget',
  headline: 'Rebates and tax credits near you',
  intro: 'Programs for your area, largest first. Check each program’s terms before you buy.',
} satisfies RebatesWidgetBlock
