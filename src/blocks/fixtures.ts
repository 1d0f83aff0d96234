// Sample data only (no components, no CSS): the seed and the scripts import this.
import { contentFixture } from './Content/fixtures'
import { dealerCarouselFixture } from './DealerCarousel/fixtures'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from './DealerLocator/fixtures'
import { faqFixture } from './Faq/fixtures'
import { ctaFirstHeroFixture, heroFixture, minimalHeroFixture } from './Hero2025/fixtures'
import { navyPromoCardFixture, promoCardFixture } from './PromoCard/fixtures'
import { rebateSavingsFixture } from './RebateSavings/fixtures'
import { rebatesWidgetFixture } from './RebatesWidget/fixtures'
import { hvacBasicsNavFixture } from './HvacBasicsNav/fixtures'
import { mobileDropdownNavFixture, noMatchMobileDropdownNavFixture } from './MobileDropdownNav/fixtures'
import { iaqProductCardsFixture } from './IaqProductCards/fixtures'
import { leasingExplainerFixture } from './LeasingExplainer/fixtures'
import { companyTimelineFixture } from './CompanyTimeline/fixtures'
import { relatedArticlesFixture, emptyRelatedArticlesFixture } from './RelatedArticles/fixtures'
import { socialShareFixture } from './SocialShare/fixtures'
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
  hvacBasicsNav: [hvacBasicsNavFixture],
  mobileDropdownNav: [mobileDropdownNavFixture, noMatchMobileDropdownNavFixture],
  iaqProductCards: [iaqProductCardsFixture],
  leasingExplainer: [leasingExplainerFixture],
  companyTimeline: [companyTimelineFixture],
  relatedArticles: [relatedArticlesFixture, emptyRelatedArticlesFixture],
  socialShare: [socialShareFixture],
}
