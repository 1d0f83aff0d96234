import type React from 'react'
import { ContentComponent } from './Content/Component'
import { DealerCarouselComponent } from './DealerCarousel/Component'
import { DealerLocatorComponent } from './DealerLocator/Component'
import { FaqComponent } from './Faq/Component'
import { Hero2025Component } from './Hero2025/Component'
import { HeroComponent } from './Hero/Component'
import { ImageComponent } from './Image/Component'
import { ButtonsComponent } from './Buttons/Component'
import { TableComponent } from './Table/Component'
import { SpacerComponent } from './Spacer/Component'
import { PromoCardComponent } from './PromoCard/Component'
import { RebateSavingsComponent } from './RebateSavings/Component'
import { RebatesWidgetComponent } from './RebatesWidget/Component'
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
  hero: HeroComponent,
  image: ImageComponent,
  buttons: ButtonsComponent,
  table: TableComponent,
  spacer: SpacerComponent,
}
