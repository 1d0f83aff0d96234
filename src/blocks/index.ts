import type { Block, BlockSlug } from 'payload'
import { CloseableBanner } from './CloseableBanner/config'
import { Content } from './Content/config'
import { CustomerServiceCard } from './CustomerServiceCard/config'
import { DealerCarousel } from './DealerCarousel/config'
import { DealerLocator } from './DealerLocator/config'
import { EmailBanner } from './EmailBanner/config'
import { Faq } from './Faq/config'
import { Hero2025 } from './Hero2025/config'
import { NeedHelpNow } from './NeedHelpNow/config'
import { PhoneButton } from './PhoneButton/config'
import { PhoneNumberWidget } from './PhoneNumberWidget/config'
import { Hero } from './Hero/config'
import { ImageBlockConfig } from './Image/config'
import { Buttons } from './Buttons/config'
import { Table } from './Table/config'
import { Spacer } from './Spacer/config'
import { PromoCard } from './PromoCard/config'
import { RebateSavings } from './RebateSavings/config'
import { RebatesWidget } from './RebatesWidget/config'
import { CommonIssues } from './CommonIssues/config'
import { Accordion } from './Accordion/config'
import { BigNumberList } from './BigNumberList/config'
import { IconList } from './IconList/config'
import { StepBlocks } from './StepBlocks/config'
import { ThreeColumn } from './ThreeColumn/config'
import { FiftyFifty } from './FiftyFifty/config'
import { ImageLinkGrid } from './ImageLinkGrid/config'
import { LinkBlocks } from './LinkBlocks/config'
import { Tooltips } from './Tooltips/config'
import { HvacBasicsNav } from './HvacBasicsNav/config'
import { MobileDropdownNav } from './MobileDropdownNav/config'
import { IaqProductCards } from './IaqProductCards/config'
import { LeasingExplainer } from './LeasingExplainer/config'
import { CompanyTimeline } from './CompanyTimeline/config'
import { RelatedArticles } from './RelatedArticles/config'
import { SocialShare } from './SocialShare/config'
import { RepairCalculator } from './RepairCalculator/config'
import { RepairGuide } from './RepairGuide/config'
import { WarrantyHero } from './WarrantyHero/config'
import { WarrantyModalButtons } from './WarrantyModalButtons/config'
import { RegisterButton } from './RegisterButton/config'
import { WarrantyTypes } from './WarrantyTypes/config'
import { Certificates } from './Certificates/config'
import { TipsGrid } from './TipsGrid/config'
import { ProductComparison } from './ProductComparison/config'
import { PricingGuide } from './PricingGuide/config'
import { ProductSelector } from './ProductSelector/config'
import { ProductHub } from './ProductHub/config'
import { ProductListSidebar } from './ProductListSidebar/config'
import { columnsBlock } from './Columns/config'
import { Freeform } from './Freeform/config'
import { groupBlock } from './Group/config'
import { Html } from './Html/config'
import { ReusableBlock } from './ReusableBlock/config'
import { ExperimentPlacement } from './ExperimentPlacement/config'
import { StickyCtaBar } from './StickyCtaBar/config'
import { StickyFooter } from './StickyFooter/config'
import { GenericSlider } from './GenericSlider/config'
import { LinkSlider } from './LinkSlider/config'
import { CardsSlider } from './CardsSlider/config'
import { QuoteSlider } from './QuoteSlider/config'
import { TabsSwitcher } from './TabsSwitcher/config'
import { TabsToSlider } from './TabsToSlider/config'
import { VideoBlocks } from './VideoBlocks/config'
import { VideoCategorySlider } from './VideoCategorySlider/config'
import { HomeContactForm } from './HomeContactForm/config'
import { ContactDealerForm } from './ContactDealerForm/config'
import { ContactADealer } from './ContactADealer/config'
import { CustomerCareForm } from './CustomerCareForm/config'

/** Blocks that hold no other blocks: what a column or a group may hold. */
const contentBlocks: Block[] = [
  Content,
  Faq,
  PromoCard,
  RebateSavings,
  RebatesWidget,
  DealerLocator,
  DealerCarousel,
  Html,
  Freeform,
  CloseableBanner,
  EmailBanner,
  NeedHelpNow,
  CustomerServiceCard,
  PhoneNumberWidget,
  PhoneButton,
  CommonIssues,
  Accordion,
  BigNumberList,
  IconList,
  StepBlocks,
  ThreeColumn,
  FiftyFifty,
  ImageLinkGrid,
  LinkBlocks,
  Tooltips,
  ImageBlockConfig,
  Buttons,
  Table,
  Spacer,
  HvacBasicsNav,
  MobileDropdownNav,
  IaqProductCards,
  LeasingExplainer,
  CompanyTimeline,
  RelatedArticles,
  GenericSlider,
  LinkSlider,
  CardsSlider,
  QuoteSlider,
  TabsSwitcher,
  TabsToSlider,
  VideoBlocks,
  VideoCategorySlider,
  HomeContactForm,
  ContactDealerForm,
  ContactADealer,
  CustomerCareForm,
  SocialShare,
  RepairCalculator,
  RepairGuide,
  WarrantyHero,
  WarrantyModalButtons,
  RegisterButton,
  WarrantyTypes,
  Certificates,
  TipsGrid,
  ProductComparison,
  PricingGuide,
  ProductSelector,
  ProductHub,
  ProductListSidebar,
]

/**
 * Blocks that hold blocks, nested at most two deep: a group may hold columns, a column holds content
 * blocks only. Columns inside columns would split a 12-column grid into slivers too narrow to read
 * (a third of a third), and each level makes the editor's form and the stored JSON deeper.
 * The hero is the page's first, full-width block (its image is preloaded), so it stays out of both.
 */
const columns = columnsBlock(slugsOf(contentBlocks))
const group = groupBlock(slugsOf([...contentBlocks, columns]))

/**
 * Every block, registered once in `buildConfig({ blocks })`; fields that hold blocks refer to them by
 * slug (`blockReferences`). Each gets the admin row label that shows its heading.
 */
export const pageBlocks: Block[] = [Hero2025, Hero, ...contentBlocks, group, columns, ReusableBlock, StickyCtaBar, StickyFooter, ExperimentPlacement].map(
  (block) => ({
    ...block,
    admin: {
      ...block.admin,
      components: {
        Label: { path: '@/components/admin/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: singularLabel(block) } },
        ...block.admin?.components,
      },
    },
  }),
)

// BlockSlug is the generated union of these same slugs (payload-types.ts), so the cast only names it.
export const pageBlockSlugs = slugsOf(pageBlocks)

/** What a reusable block may hold: anything but a reusable block, so none can contain itself. */
export const reusableBlockChildSlugs = pageBlockSlugs.filter((slug) => slug !== ReusableBlock.slug && slug !== ExperimentPlacement.slug)

function slugsOf(blocks: Block[]): BlockSlug[] {
  return blocks.map((block) => block.slug) as BlockSlug[]
}

function singularLabel(block: Block): string {
  const singular = block.labels?.singular
  return typeof singular === 'string' ? singular : block.slug
}
