import type React from 'react'
import { ContentComponent } from './Content/Component'
import { DealerCarouselComponent } from './DealerCarousel/Component'
import { DealerLocatorComponent } from './DealerLocator/Component'
import { FaqComponent } from './Faq/Component'
import { Hero2025Component } from './Hero2025/Component'
import { PromoCardComponent } from './PromoCard/Component'
import { RebateSavingsComponent } from './RebateSavings/Component'
import { RebatesWidgetComponent } from './RebatesWidget/Component'
import { ColumnsComponent } from './Columns/Component'
import { FreeformComponent } from './Freeform/Component'
import { GroupComponent } from './Group/Component'
import { HtmlComponent } from './Html/Component'
import { ReusableBlockComponent } from './ReusableBlock/Component'
import type { BlockOf, BlockRenderProps, BlockType } from './types'

export type { BlockRenderProps, BlockType, LayoutBlock } from './types'

type Registry = { [K in BlockType]: React.ComponentType<BlockOf<K> & BlockRenderProps> }

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
  html: HtmlComponent,
  freeform: FreeformComponent,
  group: GroupComponent,
  columns: ColumnsComponent,
  reusableBlock: ReusableBlockComponent,
}
