import type { RebatesWidgetBlock } from '@/payload-types'

/** Sample content used by the seed, the tests and the docs. */
export const rebatesWidgetFixture: RebatesWidgetBlock = {
  blockType: 'rebatesWidget',
  headline: 'Rebates and tax credits near you',
  intro: 'Programs for your area, largest first. Amounts are sample data; check each program before you buy.',
}
