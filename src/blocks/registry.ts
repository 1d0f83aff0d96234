import type React from 'react'
import { ContentComponent } from './Content/Component'
import { DealerCarouselComponent } from './DealerCarousel/Component'
import { DealerLocatorComponent } from './DealerLocator/Component'
import { FaqComponent } from './Faq/Component'
import { Hero2025Component } from './Hero2025/Component'
import { PromoCardComponent } from './PromoCard/Component'
import { RebateSavingsComponent } from './RebateSavings/Component'
import { RebatesWidgetComponent } from './RebatesWidget/Component'
import { HvacBasicsNavComponent } from './HvacBasicsNav/Component'
import { MobileDropdownNavComponent } from './MobileDropdownNav/Component'
import { IaqProductCardsComponent } from './IaqProductCards/Component'
import { LeasingExplainerComponent } from './LeasingExplainer/Component'
import { CompanyTimelineComponent } from './CompanyTimeline/Component'
import { RelatedArticlesComponent } from './RelatedArticles/Component'
import { SocialShareComponent } from './SocialShare/Component'
import type { BlockOf, BlockType } from './types'

export type { BlockType, LayoutBlock } from './types'

type Registry = { [K in BlockType]: React.ComponentType<BlockOf<K>> }

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
  hvacBasicsNav: HvacBasicsNavComponent,
  mobileDropdownNav: MobileDropdownNavComponent,
  iaqProductCards: IaqProductCardsComponent,
  leasingExplainer: LeasingExplainerComponent,
  companyTimeline: CompanyTimelineComponent,
  relatedArticles: RelatedArticlesComponent,
  socialShare: SocialShareComponent,
}
