// Sample data only (no components, no CSS): the seed and the scripts import this.
import { stickyCtaBarFixture } from './StickyCtaBar/fixtures'
import { stickyFooterFixture } from './StickyFooter/fixtures'
import { experimentPlacementFixture } from './ExperimentPlacement/fixtures'
import { closeableBannerFixture, plainCloseableBannerFixture } from './CloseableBanner/fixtures'
import { contentFixture } from './Content/fixtures'
import { customerServiceCardFixture } from './CustomerServiceCard/fixtures'
import { dealerCarouselFixture } from './DealerCarousel/fixtures'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from './DealerLocator/fixtures'
import { emailBannerFixture } from './EmailBanner/fixtures'
import { faqFixture } from './Faq/fixtures'
import { ctaFirstHeroFixture, heroFixture, minimalHeroFixture } from './Hero2025/fixtures'
import { frenchNeedHelpNowFixture, needHelpNowFixture, spanishNeedHelpNowFixture } from './NeedHelpNow/fixtures'
import { phoneButtonFixture, singleNumberPhoneButtonFixture } from './PhoneButton/fixtures'
import { phoneNumberWidgetFixture } from './PhoneNumberWidget/fixtures'
import { imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture } from './Hero/fixtures'
import { imageFixture } from './Image/fixtures'
import { buttonsFixture, centredButtonsFixture } from './Buttons/fixtures'
import { borderedTableFixture, stripedTableFixture, tableFixture } from './Table/fixtures'
import { spacerFixture } from './Spacer/fixtures'
import { navyPromoCardFixture, promoCardFixture } from './PromoCard/fixtures'
import { rebateSavingsFixture } from './RebateSavings/fixtures'
import { rebatesWidgetFixture } from './RebatesWidget/fixtures'
import { commonIssuesFixture } from './CommonIssues/fixtures'
import { accordionFixture, closedAccordionFixture } from './Accordion/fixtures'
import { bigNumberListFixture, bigNumberFiguresFixture } from './BigNumberList/fixtures'
import { iconListFixture } from './IconList/fixtures'
import { stepBlocksFixture, numberedStepBlocksFixture } from './StepBlocks/fixtures'
import { threeColumnFixture, twoColumnFixture } from './ThreeColumn/fixtures'
import { fiftyFiftyFixture, fiftyFiftyRightFixture } from './FiftyFifty/fixtures'
import { imageLinkGridFixture } from './ImageLinkGrid/fixtures'
import { linkBlocksFixture } from './LinkBlocks/fixtures'
import { tooltipsFixture } from './Tooltips/fixtures'
import { hvacBasicsNavFixture } from './HvacBasicsNav/fixtures'
import { mobileDropdownNavFixture, noMatchMobileDropdownNavFixture } from './MobileDropdownNav/fixtures'
import { iaqProductCardsFixture } from './IaqProductCards/fixtures'
import { leasingExplainerFixture } from './LeasingExplainer/fixtures'
import { companyTimelineFixture } from './CompanyTimeline/fixtures'
import { relatedArticlesFixture, emptyRelatedArticlesFixture } from './RelatedArticles/fixtures'
import { socialShareFixture } from './SocialShare/fixtures'
import { genericSliderFixture, autoGenericSliderFixture } from './GenericSlider/fixtures'
import { linkSliderFixture } from './LinkSlider/fixtures'
import { cardsSliderFixture } from './CardsSlider/fixtures'
import { quoteSliderFixture } from './QuoteSlider/fixtures'
import { tabsSwitcherFixture } from './TabsSwitcher/fixtures'
import { tabsToSliderFixture } from './TabsToSlider/fixtures'
import { videoBlocksFixture, videoListFixture } from './VideoBlocks/fixtures'
import { videoCategorySliderFixture } from './VideoCategorySlider/fixtures'
import { productComparisonFixture } from './ProductComparison/fixtures'
import { pricingGuideFixture } from './PricingGuide/fixtures'
import { productSelectorFixture, frenchProductSelectorFixture } from './ProductSelector/fixtures'
import { productHubFixture } from './ProductHub/fixtures'
import { productListSidebarFixture } from './ProductListSidebar/fixtures'
import { columnsFixture, threeColumnsFixture } from './Columns/fixtures'
import { freeformFixture } from './Freeform/fixtures'
import { groupFixture, groupWithColumnsFixture } from './Group/fixtures'
import { htmlFixture, unsafeHtmlFixture } from './Html/fixtures'
import { reusableBlockFixture } from './ReusableBlock/fixtures'
import { repairCalculatorFixture, repairToolFixture } from './RepairCalculator/fixtures'
import { repairGuideFixture } from './RepairGuide/fixtures'
import { warrantyHeroFixture } from './WarrantyHero/fixtures'
import { warrantyModalButtonsFixture } from './WarrantyModalButtons/fixtures'
import { registerButtonFixture } from './RegisterButton/fixtures'
import { warrantyTypesFixture } from './WarrantyTypes/fixtures'
import { certificatesFixture } from './Certificates/fixtures'
import { maintenanceGridFixture, troubleshootingGridFixture } from './TipsGrid/fixtures'
import { homeContactFormFixture } from './HomeContactForm/fixtures'
import { contactDealerFormFixture, frenchContactDealerFormFixture } from './ContactDealerForm/fixtures'
import { contactADealerFixture } from './ContactADealer/fixtures'
import { customerCareFormFixture } from './CustomerCareForm/fixtures'
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
  closeableBanner: [closeableBannerFixture, plainCloseableBannerFixture],
  emailBanner: [emailBannerFixture],
  needHelpNow: [needHelpNowFixture, spanishNeedHelpNowFixture, frenchNeedHelpNowFixture],
  customerServiceCard: [customerServiceCardFixture],
  // No no-pool sample: its 404 from /api/whodis would be a console error on a seeded page; the
  // browser test makes the lease fail instead.
  phoneNumberWidget: [phoneNumberWidgetFixture],
  phoneButton: [phoneButtonFixture, singleNumberPhoneButtonFixture],
  commonIssues: [commonIssuesFixture],
  accordion: [accordionFixture, closedAccordionFixture],
  bigNumberList: [bigNumberListFixture, bigNumberFiguresFixture],
  iconList: [iconListFixture],
  stepBlocks: [stepBlocksFixture, numberedStepBlocksFixture],
  threeColumn: [threeColumnFixture, twoColumnFixture],
  fiftyFifty: [fiftyFiftyFixture, fiftyFiftyRightFixture],
  imageLinkGrid: [imageLinkGridFixture],
  linkBlocks: [linkBlocksFixture],
  tooltips: [tooltipsFixture],
  hero: [imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture],
  image: [imageFixture],
  buttons: [buttonsFixture, centredButtonsFixture],
  table: [tableFixture, stripedTableFixture, borderedTableFixture],
  spacer: [spacerFixture],
  hvacBasicsNav: [hvacBasicsNavFixture],
  mobileDropdownNav: [mobileDropdownNavFixture, noMatchMobileDropdownNavFixture],
  iaqProductCards: [iaqProductCardsFixture],
  leasingExplainer: [leasingExplainerFixture],
  companyTimeline: [companyTimelineFixture],
  relatedArticles: [relatedArticlesFixture, emptyRelatedArticlesFixture],
  socialShare: [socialShareFixture],
  genericSlider: [genericSliderFixture, autoGenericSliderFixture],
  linkSlider: [linkSliderFixture],
  cardsSlider: [cardsSliderFixture],
  quoteSlider: [quoteSliderFixture],
  tabsSwitcher: [tabsSwitcherFixture],
  tabsToSlider: [tabsToSliderFixture],
  videoBlocks: [videoBlocksFixture, videoListFixture],
  videoCategorySlider: [videoCategorySliderFixture],
  productComparison: [productComparisonFixture],
  pricingGuide: [pricingGuideFixture],
  productSelector: [productSelectorFixture, frenchProductSelectorFixture],
  productHub: [productHubFixture],
  productListSidebar: [productListSidebarFixture],
  html: [htmlFixture, unsafeHtmlFixture],
  freeform: [freeformFixture],
  group: [groupFixture, groupWithColumnsFixture],
  columns: [columnsFixture, threeColumnsFixture],
  reusableBlock: [reusableBlockFixture],
  stickyCtaBar: [stickyCtaBarFixture],
  stickyFooter: [stickyFooterFixture],
  experimentPlacement: [experimentPlacementFixture],
  repairCalculator: [repairCalculatorFixture, repairToolFixture],
  repairGuide: [repairGuideFixture],
  warrantyHero: [warrantyHeroFixture],
  warrantyModalButtons: [warrantyModalButtonsFixture],
  registerButton: [registerButtonFixture],
  warrantyTypes: [warrantyTypesFixture],
  certificates: [certificatesFixture],
  tipsGrid: [maintenanceGridFixture, troubleshootingGridFixture],
  homeContactForm: [homeContactFormFixture],
  contactDealerForm: [contactDealerFormFixture, frenchContactDealerFormFixture],
  contactADealer: [contactADealerFixture],
  customerCareForm: [customerCareFormFixture],
}
