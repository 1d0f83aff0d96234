import { StickyCtaBarComponent } from './StickyCtaBar/Component'
import { StickyFooterComponent } from './StickyFooter/Component'
import { ExperimentPlacementComponent } from './ExperimentPlacement/Component'
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
import { RepairCalculatorComponent } from './RepairCalculator/Component'
import { RepairGuideComponent } from './RepairGuide/Component'
import { WarrantyHeroComponent } from './WarrantyHero/Component'
import { WarrantyModalButtonsComponent } from './WarrantyModalButtons/Component'
import { RegisterButtonComponent } from './RegisterButton/Component'
import { WarrantyTypesComponent } from './WarrantyTypes/Component'
import { CertificatesComponent } from './Certificates/Component'
import { TipsGridComponent } from './TipsGrid/Component'
import { GenericSliderComponent } from './GenericSlider/Component'
import { LinkSliderComponent } from './LinkSlider/Component'
import { CardsSliderComponent } from './CardsSlider/Component'
import { QuoteSliderComponent } from './QuoteSlider/Component'
import { TabsSwitcherComponent } from './TabsSwitcher/Component'
import { TabsToSliderComponent } from './TabsToSlider/Component'
import { VideoBlocksComponent } from './VideoBlocks/Component'
import { VideoCategorySliderComponent } from './VideoCategorySlider/Component'
import { ProductComparisonComponent } from './ProductComparison/Component'
import { PricingGuideComponent } from './PricingGuide/Component'
import { ProductSelectorComponent } from './ProductSelector/Component'
import { ProductHubComponent } from './ProductHub/Component'
import { ProductListSidebarComponent } from './ProductListSidebar/Component'
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

export type { BlockRenderProps, LayoutBlock } from './types'

type Registry = { [K in BlockType]: React.ComponentType<BlockOf<K> & BlockRenderProps> }

/** blockType -> component. A block config without an entry here fails to compile. */
export const blockComponents: Registry = {
  hero2025: Hero2025Component,
  repairCalculator: RepairCalculatorComponent,
  repairGuide: RepairGuideComponent,
  warrantyHero: WarrantyHeroComponent,
  warrantyModalButtons: WarrantyModalButtonsComponent,
  registerButton: RegisterButtonComponent,
  warrantyTypes: WarrantyTypesComponent,
  certificates: CertificatesComponent,
  tipsGrid: TipsGridComponent,
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
  genericSlider: GenericSliderComponent,
  linkSlider: LinkSliderComponent,
  cardsSlider: CardsSliderComponent,
  quoteSlider: QuoteSliderComponent,
  tabsSwitcher: TabsSwitcherComponent,
  tabsToSlider: TabsToSliderComponent,
  videoBlocks: VideoBlocksComponent,
  videoCategorySlider: VideoCategorySliderComponent,
  productComparison: ProductComparisonComponent,
  pricingGuide: PricingGuideComponent,
  productSelector: ProductSelectorComponent,
  productHub: ProductHubComponent,
  productListSidebar: ProductListSidebarComponent,
  html: HtmlComponent,
  freeform: FreeformComponent,
  group: GroupComponent,
  columns: ColumnsComponent,
  reusableBlock: ReusableBlockComponent,
  stickyCtaBar: StickyCtaBarComponent,
  stickyFooter: StickyFooterComponent,
  experimentPlacement: ExperimentPlacementComponent,
  homeContactForm: HomeContactFormComponent,
  contactDealerForm: ContactDealerFormComponent,
  contactADealer: ContactADealerComponent,
  customerCareForm: CustomerCareFormComponent,
}
