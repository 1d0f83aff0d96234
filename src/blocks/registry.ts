import type React from 'react'
import { CloseableBannerComponent } from './CloseableBanner/Component'
import { ContentComponent } from './Content/Component'
import { CustomerServiceCardComponent } from './CustomerServiceCard/Component'
import { DealerCarouselComponent } from './DealerCarousel/Component'
import { DealerLocatorComponent } from './DealerLocator/Component'
import { EmailBannerComponent } from './EmailBanner/Component'
import { FaqComponent } from './Faq/Component'
import { Hero2025Component } from './Hero2025/Component'
import { NeedHelpNowComponent } from './NeedHelpNow/Component'
import { PhoneButtonComponent } from './PhoneButton/Component'
import { PhoneNumberWidgetComponent } from './PhoneNumberWidget/Component'
import { HeroComponent } from './Hero/Component'
import { ImageComponent } from './Image/Component'
import { ButtonsComponent } from './Buttons/Component'
import { TableComponent } from './Table/Component'
import { SpacerComponent } from './Spacer/Component'
import { PromoCardComponent } from './PromoCard/Component'
import { RebateSavingsComponent } from './RebateSavings/Component'
import { RebatesWidgetComponent } from './RebatesWidget/Component'
import { CommonIssuesComponent } from './CommonIssues/Component'
import { AccordionComponent } from './Accordion/Component'
import { BigNumberListComponent } from './BigNumberList/Component'
import { IconListComponent } from './IconList/Component'
import { StepBlocksComponent } from './StepBlocks/Component'
import { ThreeColumnComponent } from './ThreeColumn/Component'
import { FiftyFiftyComponent } from './FiftyFifty/Component'
import { ImageLinkGridComponent } from './ImageLinkGrid/Component'
import { LinkBlocksComponent } from './LinkBlocks/Component'
import { TooltipsComponent } from './Tooltips/Component'
import { HvacBasicsNavComponent } from './HvacBasicsNav/Component'
import { MobileDropdownNavComponent } from './MobileDropdownNav/Component'
import { IaqProductCardsComponent } from './IaqProductCards/Component'
import { LeasingExplainerComponent } from './LeasingExplainer/Component'
import { CompanyTimelineComponent } from './CompanyTimeline/Component'
import { RelatedArticlesComponent } from './RelatedArticles/Component'
import { SocialShareComponent } from './SocialShare/Component'
import { ColumnsComponent } from './Columns/Component'
import { FreeformComponent } from './Freeform/Component'
import { GroupComponent } from './Group/Component'
import { HtmlComponent } from './Html/Component'
import { ReusableBlockComponent } from './ReusableBlock/Component'
import { HomeContactFormComponent } from './HomeContactForm/Component'
import { ContactDealerFormComponent } from './ContactDealerForm/Component'
import { ContactADealerComponent } from './ContactADealer/Component'
import { CustomerCareFormComponent } from './CustomerCareForm/Component'
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
  closeableBanner: CloseableBannerComponent,
  emailBanner: EmailBannerComponent,
  needHelpNow: NeedHelpNowComponent,
  customerServiceCard: CustomerServiceCardComponent,
  phoneNumberWidget: PhoneNumberWidgetComponent,
  phoneButton: PhoneButtonComponent,
  commonIssues: CommonIssuesComponent,
  accordion: AccordionComponent,
  bigNumberList: BigNumberListComponent,
  iconList: IconListComponent,
  stepBlocks: StepBlocksComponent,
  threeColumn: ThreeColumnComponent,
  fiftyFifty: FiftyFiftyComponent,
  imageLinkGrid: ImageLinkGridComponent,
  linkBlocks: LinkBlocksComponent,
  tooltips: TooltipsComponent,
  hero: HeroComponent,
  image: ImageComponent,
  buttons: ButtonsComponent,
  table: TableComponent,
  spacer: SpacerComponent,
  hvacBasicsNav: HvacBasicsNavComponent,
  mobileDropdownNav: MobileDropdownNavComponent,
  iaqProductCards: IaqProductCardsComponent,
  leasingExplainer: LeasingExplainerComponent,
  companyTimeline: CompanyTimelineComponent,
  relatedArticles: RelatedArticlesComponent,
  socialShare: SocialShareComponent,
  html: HtmlComponent,
  freeform: FreeformComponent,
  group: GroupComponent,
  columns: ColumnsComponent,
  reusableBlock: ReusableBlockComponent,
  homeContactForm: HomeContactFormComponent,
  contactDealerForm: ContactDealerFormComponent,
  contactADealer: ContactADealerComponent,
  customerCareForm: CustomerCareFormComponent,
}
