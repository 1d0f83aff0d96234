import type React from 'react'
import type { Page } from '@/payload-types'
import { ContentComponent } from './Content/Component'
import { contentFixture } from './Content/fixtures'
import { DealerCarouselComponent } from './DealerCarousel/Component'
import { dealerCarouselFixture } from './DealerCarousel/fixtures'
import { DealerLocatorComponent } from './DealerLocator/Component'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from './DealerLocator/fixtures'
import { FaqComponent } from './Faq/Component'
import { faqFixture } from './Faq/fixtures'
import { Hero2025Component } from './Hero2025/Component'
import { ctaFirstHeroFixture, heroFixture, minimalHeroFixture } from './Hero2025/fixtures'
import { PromoCardComponent } from './PromoCard/Component'
import { navyPromoCardFixture, promoCardFixture } from './PromoCard/fixtures'
import { RebateSavingsComponent } from './RebateSavings/Component'
import { rebateSavingsFixture } from './RebateSavings/fixtures'
import { RebatesWidgetComponent } from './RebatesWidget/Component'
import { rebatesWidgetFixture } from './RebatesWidget/fixtures'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>

type Registry = { [K in BlockType]: React.ComponentType<BlockOf<K>> }
/** Sample data of a block without the ids the database assigns. */
export type BlockFixture<K extends BlockType = BlockType> = Omit<BlockOf<K>, 'id'>
type Fixtures = { [K in BlockType]: readonly [BlockFixture<K>, ...BlockFixture<K>[]] }

/** blockType -> component. A block config without an entry here fails to compile. */
export const blockComponents: Registry = {
  hero2025: Hero2025Component,
  content: ContentComponent,
  faq: FaqComponent,
  promoCard: PromoCardComponent,
  rebateSavings: RebateSavingsComponent,
  rebatesWidget: RebatesWidgetComponent,
  dealerLocator: DealerLocatorComponent,
  dealerCarousel: DealerCarouselComponent,
}

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
}
