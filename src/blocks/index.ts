import type { Block, BlockSlug, BlocksField, Field } from 'payload'
import Hero2025 from './Hero2025'
import Hero from './Hero'
import Content from './Content'
import Faq from './Faq'
import PromoCard from './PromoCard'
import RebateSavings from './RebateSavings'
import RebatesWidget from './RebatesWidget'
import DealerLocator from './DealerLocator'
import DealerCarousel from './DealerCarousel'
import Html from './Html'
import Freeform from './Freeform'
import CloseableBanner from './CloseableBanner'
import EmailBanner from './EmailBanner'
import NeedHelpNow from './NeedHelpNow'
import CustomerServiceCard from './CustomerServiceCard'
import PhoneNumberWidget from './PhoneNumberWidget'
import PhoneButton from './PhoneButton'
import CommonIssues from './CommonIssues'
import Accordion from './Accordion'
import BigNumberList from './BigNumberList'
import IconList from './IconList'
import StepBlocks from './StepBlocks'
import ThreeColumn from './ThreeColumn'
import FiftyFifty from './FiftyFifty'
import ImageLinkGrid from './ImageLinkGrid'
import LinkBlocks from './LinkBlocks'
import Tooltips from './Tooltips'
import Image from './Image'
import Buttons from './Buttons'
import Table from './Table'
import Spacer from './Spacer'
import HvacBasicsNav from './HvacBasicsNav'
import MobileDropdownNav from './MobileDropdownNav'
import IaqProductCards from './IaqProductCards'
import LeasingExplainer from './LeasingExplainer'
import CompanyTimeline from './CompanyTimeline'
import RelatedArticles from './RelatedArticles'
import GenericSlider from './GenericSlider'
import LinkSlider from './LinkSlider'
import CardsSlider from './CardsSlider'
import QuoteSlider from './QuoteSlider'
import TabsSwitcher from './TabsSwitcher'
import TabsToSlider from './TabsToSlider'
import VideoBlocks from './VideoBlocks'
import VideoCategorySlider from './VideoCategorySlider'
import HomeContactForm from './HomeContactForm'
import ContactDealerForm from './ContactDealerForm'
import ContactADealer from './ContactADealer'
import CustomerCareForm from './CustomerCareForm'
import SocialShare from './SocialShare'
import RepairCalculator from './RepairCalculator'
import RepairGuide from './RepairGuide'
import WarrantyHero from './WarrantyHero'
import WarrantyModalButtons from './WarrantyModalButtons'
import RegisterButton from './RegisterButton'
import WarrantyTypes from './WarrantyTypes'
import Certificates from './Certificates'
import TipsGrid from './TipsGrid'
import ProductComparison from './ProductComparison'
import PricingGuide from './PricingGuide'
import ProductSelector from './ProductSelector'
import ProductHub from './ProductHub'
import ProductListSidebar from './ProductListSidebar'
import Group from './Group'
import Columns from './Columns'
import ReusableBlock from './ReusableBlock'
import StickyCtaBar from './StickyCtaBar'
import StickyFooter from './StickyFooter'
import ExperimentPlacement from './ExperimentPlacement'
import type { BlockDefinition, BlockType } from './types'
import { BLOCK_GROUPS, OLDER_PAGES_ONLY, thumbnailUrl } from './picker'

/**
 * Every block, one folder each. Adding a block is its folder plus its import and its place here;
 * everything below derives from this list. Under "Add block" editors see the blocks by group (in
 * the order of BLOCK_GROUPS, src/blocks/picker.ts), each group in the order of this list.
 */
export const blocks: readonly BlockDefinition[] = [
  Hero2025,
  Hero,
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
  Image,
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
  Group,
  Columns,
  ReusableBlock,
  StickyCtaBar,
  StickyFooter,
  ExperimentPlacement,
]

const slugOf = (block: BlockDefinition): BlockType => block.fixtures[0].blockType

const groupOrder = Object.keys(BLOCK_GROUPS)
/** The list by picker group: Payload's picker shows its groups in the order their first block comes. */
const inPickerOrder = [...blocks].sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group))

/** Blocks that hold no other blocks: what a column or a group may hold. */
const contentSlugs = inPickerOrder.filter((block) => typeof block.config !== 'function' && block.placement !== 'page').map(slugOf) as BlockSlug[]

/**
 * Blocks that hold blocks, nested at most two deep: a group may hold columns, a column holds content
 * blocks only. Columns inside columns would split a 12-column grid into slivers too narrow to read
 * (a third of a third), and each level makes the editor's form and the stored JSON deeper.
 * The hero is the page's first, full-width block (its image is preloaded), so it stays out of both.
 */
const columns = containerConfig(Columns, contentSlugs)
const containers: Record<string, Block> = { columns, group: containerConfig(Group, [...contentSlugs, columns.slug as BlockSlug]) }

function containerConfig(block: BlockDefinition, childSlugs: BlockSlug[]): Block {
  if (typeof block.config !== 'function') throw new Error(`${slugOf(block)} holds no blocks`)
  const config = block.config(childSlugs)
  return { ...config, fields: withOfferedBlocks(config.fields) }
}

/** Each blocks field inside a container (a group's blocks, a column's blocks) offers what a page offers. */
function withOfferedBlocks(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'blocks') return { ...field, filterOptions: offeredBlocks(field.name) }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withOfferedBlocks(tab.fields) })) }
    if ('fields' in field) return { ...field, fields: withOfferedBlocks(field.fields) } as Field
    return field
  })
}

function configOf(block: BlockDefinition): Block {
  return typeof block.config === 'function' ? (containers[slugOf(block)] as Block) : block.config
}

/**
 * Every block, registered once in `buildConfig({ blocks })`; fields that hold blocks refer to them by
 * slug (`blockReferences`). Each gets the admin row label that shows its heading, and in the block
 * picker its group and its thumbnail, whose alternative text is the block's description (the
 * picker shows the description under the name: BlockPickerDescriptions).
 */
export const pageBlocks: Block[] = blocks.map((definition) => {
  const block = configOf(definition)
  return {
    ...block,
    admin: {
      ...block.admin,
      group: BLOCK_GROUPS[definition.group],
      images: { thumbnail: { url: thumbnailUrl(block.slug), alt: definition.description } },
      components: {
        Label: { path: '@/components/admin/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: singularLabel(block) } },
        ...block.admin?.components,
      },
    },
  }
})

// BlockSlug is the generated union of these same slugs (payload-types.ts), so the cast only names it.
/** Every block's slug, in the picker's order (what a page's layout offers). */
export const pageBlockSlugs = inPickerOrder.map(slugOf) as BlockSlug[]

/** Blocks kept so older pages still show and stay editable (group "Only on older pages"). */
export const OLDER_PAGES_BLOCK_TYPES: readonly BlockType[] = blocks.filter((block) => block.group === OLDER_PAGES_ONLY).map(slugOf)

/**
 * What the block picker of a blocks field offers: every block but those kept for older pages,
 * unless the field already holds one. Payload applies the filter to the picker and to saving (it
 * refuses a field holding a block the filter leaves out), so a block in use stays allowed: an older
 * page keeps showing and saving as it is.
 */
export function offeredBlocks(fieldName: string): NonNullable<BlocksField['filterOptions']> {
  return ({ siblingData }) => {
    const rows: unknown = (siblingData as Record<string, unknown> | undefined)?.[fieldName]
    const inUse = new Set(Array.isArray(rows) ? rows.map((row: { blockType?: unknown } | null) => row?.blockType) : [])
    const notOffered = OLDER_PAGES_BLOCK_TYPES.filter((slug) => !inUse.has(slug))
    return notOffered.length === 0 ? true : pageBlockSlugs.filter((slug) => !notOffered.includes(slug))
  }
}

/** The block picker's text and pictures: name, group, description and thumbnail of every block. */
export const blockPicker = inPickerOrder.map((definition) => {
  const slug = slugOf(definition)
  const config = configOf(definition)
  return { slug, name: singularLabel(config), group: BLOCK_GROUPS[definition.group], description: definition.description, thumbnail: thumbnailUrl(slug) }
})

/** What a reusable block may hold: anything but a reusable block, so none can contain itself. */
export const reusableBlockChildSlugs = pageBlockSlugs.filter((slug) => slug !== slugOf(ReusableBlock) && slug !== slugOf(ExperimentPlacement))

/**
 * blockType -> its fixtures: each variant or state worth seeing. The block gallery (seed), the
 * registry test and the page benchmark read them; sample data only, no components or CSS.
 */
export const blockFixtures = Object.fromEntries(blocks.map((block) => [slugOf(block), block.fixtures])) as Record<BlockType, BlockDefinition['fixtures']>

/**
 * Blocks that ship no client JavaScript of their own (`kind: 'static'`). `npm run bench:pages` builds
 * a page of every fixture of these and holds it to the static budget (15 KiB gz above the framework
 * floor), so a static block that starts shipping code shows up there.
 */
export const STATIC_BLOCK_TYPES: readonly BlockType[] = blocks.filter((block) => block.kind === 'static').map(slugOf)

function singularLabel(block: Block): string {
  const singular = block.labels?.singular
  return typeof singular === 'string' ? singular : block.slug
}
