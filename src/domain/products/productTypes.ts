/**
 * The product types of the catalogue, in the order the comparison shows its tabs. The comparison has
 * seven configurable tab labels (spec PB 2; readings #8): the five the spec names, "Furnace" (which
 * the efficiency explanation also knows) and a seventh whose label starts empty, so its tab is hidden
 * until an editor names it.
 */
export const PRODUCT_TYPES = ['airConditioner', 'furnace80', 'furnace90', 'heatPump', 'airHandler', 'furnace', 'packagedSystem'] as const

export type ProductType = (typeof PRODUCT_TYPES)[number]

/** What an editor reads in the admin for each type. */
export const PRODUCT_TYPE_NAMES: Record<ProductType, string> = {
  airConditioner: 'Air conditioner',
  furnace80: '80% furnace',
  furnace90: '90% furnace',
  heatPump: 'Heat pump',
  airHandler: 'Air handler',
  furnace: 'Furnace (any efficiency)',
  packagedSystem: 'Packaged system',
}

/** Default comparison tab labels; an empty label hides its tab. */
export const DEFAULT_TAB_LABELS: Record<ProductType, string> = {
  airConditioner: 'Air Conditioner',
  furnace80: '80% Furnace',
  furnace90: '90% Furnace',
  heatPump: 'Heat Pump',
  airHandler: 'Air Handler',
  furnace: 'Furnace',
  packagedSystem: '',
}

