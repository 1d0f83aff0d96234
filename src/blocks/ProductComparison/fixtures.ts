import type { ProductComparisonBlock } from '@/payload-types'
import { DEFAULT_TAB_LABELS } from '@/domain/products/productTypes'

/** Every catalogue product, default tab labels; the estimate button leads to the dealer locator. */
export const productComparisonFixture = {
  blockType: 'productComparison',
  heading: 'Compare systems and installed prices',
  intro: 'Entry-level installed prices for a typical home. Your dealer quotes the price for your home.',
  tabLabels: { ...DEFAULT_TAB_LABELS },
  estimateLink: { type: 'custom', url: '/find-a-dealer/', label: 'Get a Free Online Estimate', trackingText: 'Comparison: free online estimate' },
} satisfies ProductComparisonBlock
