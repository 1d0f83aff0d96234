import { PRODUCT_TYPES, type ProductType } from './productTypes'

/** Up to four product columns beside the row labels (readings #11). */
export const MAX_COMPARED_PRODUCTS = 4

/** The second product column gets the highlight style (spec PB 2; index counted from 0). */
export const HIGHLIGHTED_COLUMN = 1

export type YesNo = 'yes' | 'no'

/** The comparable facts of a catalogue product, as the Products collection stores them. */
export type ComparableProduct = {
  productType: ProductType
  coolingStrength?: string | null
  stages?: string | null
  fuelType?: string | null
  speeds?: string | null
  noiseLevel?: string | null
  communicatingControls?: YesNo | null
  energySavings?: string | null
  energyStarQualified?: YesNo | null
  efficiency?: string | null
}

export type ComparisonRowKey = Exclude<keyof ComparableProduct, 'productType'>

export type ComparisonRowDefinition = { key: ComparisonRowKey; label: string; help: string }

/** The nine rows, in order, each with its help tooltip (spec PB 2; readings #10 for the controls row). */
export const COMPARISON_ROWS: readonly ComparisonRowDefinition[] = [
  {
    key: 'coolingStrength',
    label: 'Cooling Strength',
    help: 'How much heat the system can move in an hour, in tons or BTU. A dealer sizes it to your home: too large wastes energy, too small never catches up.',
  },
  {
    key: 'stages',
    label: 'Stages',
    help: 'How many output levels the system runs at. More stages let it run longer at low output, for steadier temperatures and less noise.',
  },
  { key: 'fuelType', label: 'Fuel Type', help: 'The energy the system runs on: electricity, natural gas, propane or oil.' },
  {
    key: 'speeds',
    label: 'Speeds',
    help: 'How many speeds the fan or compressor has. A variable-speed motor adjusts in small steps to match what your home needs.',
  },
  { key: 'noiseLevel', label: 'Noise Level', help: 'Sound level while running, in decibels (dB). A lower number is quieter.' },
  {
    key: 'communicatingControls',
    label: 'Communicating controls',
    help: 'Whether the system works with a communicating thermostat that talks to each part of the system to fine-tune comfort and report problems.',
  },
  {
    key: 'energySavings',
    label: 'Energy Savings',
    help: 'Estimated savings on heating or cooling costs compared with an older, less efficient system. Your savings depend on your home, climate and use.',
  },
  {
    key: 'energyStarQualified',
    label: 'ENERGY STAR qualified',
    help: 'Whether the model meets the efficiency guidelines of ENERGY STAR, the U.S. government-backed program for energy-efficient products.',
  },
  {
    key: 'efficiency',
    label: 'Efficiency Rating',
    help: 'The official efficiency rating for this type of equipment. The explanation under the table says what it means.',
  },
]

/** What a cell shows: text as stored, Yes/No for the yes-no facts; null when the product has no value. */
export function cellValue(product: ComparableProduct, key: ComparisonRowKey): string | null {
  const value = product[key]
  if (value === 'yes') return key === 'communicatingControls' || key === 'energyStarQualified' ? 'Yes' : value
  if (value === 'no') return key === 'communicatingControls' || key === 'energyStarQualified' ? 'No' : value
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? null : text
}

export type ComparisonRow = ComparisonRowDefinition & { cells: (string | null)[] }

/**
 * The rows a comparison shows: a row appears only when the first compared product has a value for it
 * (spec PB 2), whatever the other products hold.
 */
export function comparisonRows(products: readonly ComparableProduct[]): ComparisonRow[] {
  const [first] = products
  if (!first) return []
  return COMPARISON_ROWS.filter((row) => cellValue(first, row.key) !== null).map((row) => ({
    ...row,
    cells: products.map((product) => cellValue(product, row.key)),
  }))
}

/** The ENERGY STAR badge shows only when the value is Yes. */
export function showsEnergyStarBadge(product: ComparableProduct): boolean {
  return product.energyStarQualified === 'yes'
}

export type ComparisonTab = { type: ProductType; label: string }

/**
 * The tabs, in the catalogue's type order: a type whose label is empty (or blank) has no tab, and
 * neither has a type without products to compare, so no tab opens on an empty table.
 */
export function comparisonTabs(labels: Partial<Record<ProductType, string | null | undefined>>, typesWithProducts: Iterable<ProductType>): ComparisonTab[] {
  const present = new Set(typesWithProducts)
  return PRODUCT_TYPES.flatMap((type) => {
    const label = labels[type]?.trim() ?? ''
    return label !== '' && present.has(type) ? [{ type, label }] : []
  })
}

/** The products a tab compares: those of its type, in the given order, at most four. */
export function productsForTab<P extends { productType: ProductType }>(products: readonly P[], type: ProductType): P[] {
  return products.filter((product) => product.productType === type).slice(0, MAX_COMPARED_PRODUCTS)
}
