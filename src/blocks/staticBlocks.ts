import type { BlockType } from './types'

/**
 * Blocks that ship no client JavaScript of their own: server components only (a link's next/link is
 * the framework's, already on every page through the header). `npm run bench:pages` builds a page of
 * every fixture of these and holds it to the static budget (15 KiB gz above the framework floor), so
 * a block listed here that starts shipping code shows up there.
 */
export const STATIC_BLOCK_TYPES = [
  'content',
  'faq',
  'promoCard',
  'html',
  'freeform',
  'image',
  'buttons',
  'table',
  'spacer',
  'group',
  'columns',
  'reusableBlock',
  'commonIssues',
  'bigNumberList',
  'iconList',
  'stepBlocks',
  'threeColumn',
  'fiftyFifty',
  'imageLinkGrid',
  'linkBlocks',
  'customerServiceCard',
  'needHelpNow',
  'phoneButton',
  'hvacBasicsNav',
  'iaqProductCards',
  'leasingExplainer',
  'companyTimeline',
  'relatedArticles',
  'repairGuide',
  'warrantyTypes',
  'pricingGuide',
  'productHub',
  'productListSidebar',
] as const satisfies readonly BlockType[]
