// Sample data only (no components, no CSS): the seed and the scripts import this.
import { contentFixture } from './Content/fixtures'
import { dealerCarouselFixture } from './DealerCarousel/fixtures'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from './DealerLocator/fixtures'
import { faqFixture } from './Faq/fixtures'
import { ctaFirstHeroFixture, heroFixture, minimalHeroFixture } from './Hero2025/fixtures'
import { navyPromoCardFixture, promoCardFixture } from './PromoCard/fixtures'
import { rebateSavingsFixture } from './RebateSavings/fixtures'
import { rebatesWidgetFixture } from './RebatesWidget/fixtures'
import { columnsFixture, threeColumnsFixture } from './Columns/fixtures'
import { freeformFixture } from './Freeform/fixtures'
import { groupFixture, groupWithColumnsFixture } from './Group/fixtures'
import { htmlFixture, unsafeHtmlFixture } from './Html/fixtures'
import { reusableBlockFixture } from './ReusableBlock/fixtures'
import type { BlockFixture, BlockType } from './types'

type Fixtures = { [K in BlockType]: readonly [BlockFixture<K>, ...BlockFixture<K>[]] }

/**
 * blockType -> at least one fixture: each variant or state worth seeing. The block gallery renders
 * them all, so a block without fixtures fails to compile and a block missing from the gallery fails
 * its test.
 */
export const blockFixtures: Fixtures = {
  hero2025: [heroFixture, ctaFirstHeroFixture, minimalHeroFixture],
  content: [contentFixture],
  faq: [faqFixture],
  promoCard: [promoCardFixture, navyPromoCardFixture],
  rebateSavings: [rebateSavingsFixture],
  rebatesWidget: [rebatesWidgetFixture],
  dealerLocator: [dealerLocatorFixture, scheduleServiceLocatorFixture],
  dealerCarousel: [dealerCarouselFixture],
  html: [htmlFixture, unsafeHtmlFixture],
  freeform: [freeformFixture],
  group: [groupFixture, groupWithColumnsFixture],
  columns: [columnsFixture, threeColumnsFixture],
  reusableBlock: [reusableBlockFixture],
}
