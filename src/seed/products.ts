import type { Payload } from 'payload'
import { dealerCarouselFixture } from '@/blocks/DealerCarousel/fixtures'
import { productComparisonFixture } from '@/blocks/ProductComparison/fixtures'
import { pricingGuideFixture } from '@/blocks/PricingGuide/fixtures'
import { productHubFixture } from '@/blocks/ProductHub/fixtures'
import { productListSidebarFixture } from '@/blocks/ProductListSidebar/fixtures'
import { productSelectorFixture } from '@/blocks/ProductSelector/fixtures'
import { leasingExplainerFixture } from '@/blocks/LeasingExplainer/fixtures'
import type { LayoutBlock } from '@/blocks/types'
import { ENTRY_PRICES } from '@/domain/products/prices'
import type { Product } from '@/payload-types'
import { withSampleMedia, type BrandImageIds } from './blockGallery'
import { PRODUCT_TYPE_IMAGE } from './images'
import { ensurePage } from './pages'

type Report = { created: string[]; kept: string[] }
type SampleProduct = Omit<Product, 'id' | 'createdAt' | 'updatedAt'>

const ctx = { disableRevalidate: true }

/** The pages that host the product blocks (readings #35). */
export const PRODUCTS_HUB_SLUG = 'products'
export const PRICING_GUIDE_SLUG = 'resources/pricing-guide'

const INSTALLED = ['Removal and disposal of the old equipment', 'New refrigerant lines and fittings where needed', 'Thermostat wiring and start-up check', 'Labor and permit fees (typical installation)']

/**
 * Sample catalogue: one entry-level product per type at the spec's entry prices (PB 9) and a
 * step-up model for the comparison's second, shaded column. Names, facts and the step-up prices are
 * our own sample figures. No product links a page: there are no model pages, and "Learn more" pointing
 * at the hub (where the comparison and the hub's own cards already are) only sent visitors in a circle.
 */
const SAMPLE_FACTS: Omit<SampleProduct, 'sample' | 'included'>[] = [
  {
    name: 'Comfort 14 air conditioner',
    productType: 'airConditioner',
    sortOrder: 1,
    installationCost: ENTRY_PRICES.airConditioner,
    coolingStrength: '1.5 to 5 tons',
    stages: 'Single stage',
    fuelType: 'Electric',
    speeds: 'One speed',
    noiseLevel: 'As quiet as 72 dB',
    communicatingControls: 'no',
    energySavings: 'Up to 30% on cooling costs',
    energyStarQualified: 'no',
    efficiency: 'Up to 15.2 SEER2',
  },
  {
    name: 'Comfort 17 two-stage air conditioner',
    productType: 'airConditioner',
    sortOrder: 2,
    installationCost: 7900,
    coolingStrength: '2 to 5 tons',
    stages: 'Two stages',
    fuelType: 'Electric',
    speeds: 'Two speeds',
    noiseLevel: 'As quiet as 66 dB',
    communicatingControls: 'yes',
    energySavings: 'Up to 40% on cooling costs',
    energyStarQualified: 'yes',
    efficiency: 'Up to 17.5 SEER2',
  },
  {
    name: 'Comfort 80 gas furnace',
    productType: 'furnace80',
    sortOrder: 1,
    installationCost: ENTRY_PRICES.gasFurnace,
    stages: 'Single stage',
    fuelType: 'Natural gas or propane',
    speeds: 'Multi-speed blower',
    communicatingControls: 'no',
    energyStarQualified: 'no',
    efficiency: '80% AFUE',
  },
  {
    name: 'Comfort 80 two-stage gas furnace',
    productType: 'furnace80',
    sortOrder: 2,
    installationCost: 4300,
    stages: 'Two stages',
    fuelType: 'Natural gas or propane',
    speeds: 'Variable-speed blower',
    communicatingControls: 'yes',
    energyStarQualified: 'no',
    efficiency: '80% AFUE',
  },
  {
    name: 'Comfort 90 gas furnace',
    productType: 'furnace90',
    sortOrder: 1,
    installationCost: ENTRY_PRICES.gasFurnace,
    stages: 'Single stage',
    fuelType: 'Natural gas or propane',
    speeds: 'Multi-speed blower',
    communicatingControls: 'no',
    energySavings: 'Up to 15% on heating costs',
    energyStarQualified: 'no',
    efficiency: '92% AFUE',
  },
  {
    name: 'Comfort 96 modulating gas furnace',
    productType: 'furnace90',
    sortOrder: 2,
    installationCost: 5100,
    stages: 'Modulating',
    fuelType: 'Natural gas or propane',
    speeds: 'Variable-speed blower',
    communicatingControls: 'yes',
    energySavings: 'Up to 20% on heating costs',
    energyStarQualified: 'yes',
    efficiency: '96% AFUE',
  },
  {
    name: 'Comfort 15 heat pump',
    productType: 'heatPump',
    sortOrder: 1,
    installationCost: ENTRY_PRICES.heatPump,
    coolingStrength: '1.5 to 5 tons',
    stages: 'Single stage',
    fuelType: 'Electric',
    speeds: 'One speed',
    noiseLevel: 'As quiet as 72 dB',
    communicatingControls: 'no',
    energySavings: 'Up to 30% on heating and cooling costs',
    energyStarQualified: 'no',
    efficiency: 'Up to 15.2 SEER2, 7.8 HSPF2',
  },
  {
    name: 'Comfort 18 variable-speed heat pump',
    productType: 'heatPump',
    sortOrder: 2,
    installationCost: 8200,
    coolingStrength: '2 to 5 tons',
    stages: 'Variable capacity',
    fuelType: 'Electric',
    speeds: 'Variable speed',
    noiseLevel: 'As quiet as 56 dB',
    communicatingControls: 'yes',
    energySavings: 'Up to 45% on heating and cooling costs',
    energyStarQualified: 'yes',
    efficiency: 'Up to 18 SEER2, 8.5 HSPF2',
  },
  {
    name: 'Comfort air handler',
    productType: 'airHandler',
    sortOrder: 1,
    installationCost: ENTRY_PRICES.airHandler,
    coolingStrength: '1.5 to 5 tons',
    speeds: 'Multi-speed fan',
    communicatingControls: 'no',
  },
  {
    name: 'Comfort variable-speed air handler',
    productType: 'airHandler',
    sortOrder: 2,
    installationCost: 4800,
    coolingStrength: '2 to 5 tons',
    speeds: 'Variable-speed fan',
    communicatingControls: 'yes',
  },
]

export const SAMPLE_PRODUCTS: SampleProduct[] = SAMPLE_FACTS.map((product) => ({ ...product, sample: true, included: INSTALLED.map((item) => ({ item })) }))

/** Idempotent by name: creates the sample products that do not exist, never changes one that does. */
export async function seedSampleProducts(payload: Payload, images: BrandImageIds | null, report: Report): Promise<Product[]> {
  const names = SAMPLE_PRODUCTS.map((p) => p.name)
  const existing = await payload.find({ collection: 'products', where: { name: { in: names } }, limit: names.length, pagination: false, depth: 0 })
  const byName = new Map(existing.docs.map((doc) => [doc.name, doc]))
  const products: Product[] = []
  let created = 0
  for (const sample of SAMPLE_PRODUCTS) {
    let doc = byName.get(sample.name)
    if (!doc) {
      doc = await payload.create({ collection: 'products', data: { ...sample, image: images ? images[PRODUCT_TYPE_IMAGE[sample.productType]] : null }, context: ctx })
      created++
    }
    products.push(doc)
  }
  if (created) report.created.push(`${created} sample products`)
  else report.kept.push('sample products')
  return products
}

function withSampleImage(block: typeof productSelectorFixture, images: BrandImageIds | null) {
  if (images !== null) return withSampleMedia(block, images)
  return { ...block, categories: block.categories.map((category) => ({ ...category, image: null })) }
}

/** The hub with its products in the heating & cooling groups, beside the product-list sidebar. */
function hubLayout(products: Product[], images: BrandImageIds | null): LayoutBlock[] {
  const idsOf = (...types: Product['productType'][]) => products.filter((p) => types.includes(p.productType)).map((p) => p.id)
  const groupProducts: Record<string, number[]> = {
    'air-conditioners': idsOf('airConditioner'),
    furnaces: idsOf('furnace80', 'furnace90'),
    'heat-pumps': idsOf('heatPump'),
    'air-handlers': idsOf('airHandler'),
  }
  const hub = {
    ...productHubFixture,
    sections: productHubFixture.sections.map((section) => ({
      ...section,
      groups: section.groups?.map((group) => ({ ...group, products: group.anchor ? (groupProducts[group.anchor] ?? []) : [] })),
    })),
  }
  return [
    {
      blockType: 'hero',
      variant: 'wave',
      title: 'Heating and cooling products',
      subtitle: 'Browse the systems our dealers install, then compare prices.',
      link: { type: 'custom', url: `/${PRICING_GUIDE_SLUG}/`, label: 'Compare prices', trackingText: 'Products hero: compare prices' },
      backgroundColor: 'baby-blue',
      wave: { color: 'white', position: 'bottom', flip: false },
    },
    // Fixture images are stand-ins (id 0): the seeded upload of each drawing takes its place, or none without one.
    withSampleImage({ ...productSelectorFixture }, images),
    {
      blockType: 'columns',
      columns: [
        { width: '4', blocks: [{ ...productListSidebarFixture }] },
        { width: '8', blocks: [hub] },
      ],
    },
    // Leasing covers the smart thermostat and the air cleaner the explainer links (page-blocks spec, section 2).
    { ...leasingExplainerFixture },
    // The next step after browsing: the dealers who install these near the visitor.
    { ...dealerCarouselFixture, title: 'Dealers who install these near you' },
  ]
}

function pricingLayout(): LayoutBlock[] {
  return [
    {
      blockType: 'hero',
      variant: 'wave',
      title: 'Heating and cooling price guide',
      subtitle: 'Entry-level installed prices, and what moves the price up or down.',
      link: { type: 'custom', url: '/products/', label: 'See all products', trackingText: 'Pricing hero: all products' },
      backgroundColor: 'baby-blue',
      wave: { color: 'white', position: 'bottom', flip: false },
    },
    { ...productComparisonFixture },
    { ...pricingGuideFixture },
  ]
}

/** Seeds the sample products and the two pages hosting the product blocks; existing pages are kept. */
export async function seedProducts(payload: Payload, images: BrandImageIds | null, report: Report): Promise<void> {
  const products = await seedSampleProducts(payload, images, report)
  const pages = [
    { slug: PRODUCTS_HUB_SLUG, title: 'Products', description: 'Air conditioners, furnaces, heat pumps, air handlers and more.', layout: hubLayout(products, images) },
    { slug: PRICING_GUIDE_SLUG, title: 'Price Guide', description: 'Compare systems and entry-level installed prices.', layout: pricingLayout() },
  ]
  for (const page of pages) await ensurePage(payload, report, page)
}
