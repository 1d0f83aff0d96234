import type { ProductListSidebarBlock } from '@/payload-types'
import { PRODUCT_LIST_ANCHORS } from '@/domain/products/catalogue'

/** The 11 anchors of the product hub on the same page. */
export const productListSidebarFixture = {
  blockType: 'productListSidebar',
  title: 'Products',
  items: PRODUCT_LIST_ANCHORS.map(({ anchor, label }) => ({ anchor, label })),
} satisfies ProductListSidebarBlock
