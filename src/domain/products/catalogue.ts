/**
 * Where the product pages live and the anchors of the product hub (spec PB 2). One list each, shared by
 * the blocks that link them and the seed that creates the pages.
 */

/** The six product-selector categories, with the spec's paths (readings #34 keeps the comfort-coil link). */
export const SELECTOR_CATEGORIES = [
  { key: 'air-conditioners', en: 'Air Conditioners', fr: 'Climatiseurs', path: '/products/air-conditioners/' },
  { key: 'furnaces', en: 'Furnaces', fr: 'Fournaises', path: '/products/furnaces/' },
  { key: 'heat-pumps', en: 'Heat Pumps', fr: 'Thermopompes', path: '/products/heat-pumps/' },
  { key: 'air-handlers', en: 'Air Handlers', fr: 'Appareils de traitement d’air', path: '/products/air-handlers/' },
  { key: 'indoor-air-quality', en: 'Indoor Air Quality', fr: 'Qualité de l’air intérieur', path: '/products/indoor-air-quality/' },
  { key: 'coils', en: 'Coils', fr: 'Serpentins', path: '/products/coils/comfort-coil/' },
] as const

export type SelectorLanguage = 'en' | 'fr'

export function selectorCategory(key: string) {
  return SELECTOR_CATEGORIES.find((category) => category.key === key) ?? null
}

/**
 * The selector's "View all" link: English only (the French variant has no links, spec PB 2), and only
 * when the category page is published, so it never leads to a 404.
 */
export function selectorViewAllHref(key: string, language: SelectorLanguage, publishedPaths: ReadonlySet<string>): string | null {
  if (language !== 'en') return null
  const category = selectorCategory(key)
  return category && publishedPaths.has(category.path) ? category.path : null
}

/** Product selector carousel (spec PB 9): 2.3 slides under 500 px, 3 under 1000 px, scrolling 2; buttons from 1000 px. */
export const SELECTOR_CAROUSEL = { smallMaxWidth: 500, desktopMinWidth: 1000, perViewSmall: 2.3, perViewMedium: 3, slidesToScroll: 2 } as const

/** How many category buttons the carousel shows at a viewport width; null from 1000 px, where they form a row. */
export function selectorSlidesPerView(viewportWidth: number): number | null {
  if (viewportWidth >= SELECTOR_CAROUSEL.desktopMinWidth) return null
  return viewportWidth < SELECTOR_CAROUSEL.smallMaxWidth ? SELECTOR_CAROUSEL.perViewSmall : SELECTOR_CAROUSEL.perViewMedium
}

/** The product hub's sections and their anchors (spec PB 2), with default titles. */
export const HUB_SECTIONS = [
  { anchor: 'heating-cooling', title: 'Heating & Cooling' },
  { anchor: 'thermostat-controls', title: 'Thermostats & Controls' },
  { anchor: 'packaged-system', title: 'Packaged Systems' },
  { anchor: 'ductless-systems', title: 'Ductless Systems (Mini-Split)' },
  { anchor: 'indoor-air-quality', title: 'Indoor Air Quality' },
  { anchor: 'smart-connected-features', title: 'Smart Connected Features' },
  { anchor: 'light-commercial', title: 'Light Commercial' },
] as const

/** Product groups inside the heating & cooling section; the product-list sidebar links them too. */
export const HUB_GROUP_ANCHORS = [
  { anchor: 'air-conditioners', title: 'Air Conditioners' },
  { anchor: 'furnaces', title: 'Furnaces' },
  { anchor: 'heat-pumps', title: 'Heat Pumps' },
  { anchor: 'air-handlers', title: 'Air Handlers' },
  { anchor: 'coils', title: 'Coils' },
] as const

/** The product-list sidebar's 11 anchors (spec PB 2), in its order, with default link texts. */
export const PRODUCT_LIST_ANCHORS = [
  { anchor: 'heating-cooling', label: 'Heating & Cooling' },
  { anchor: 'air-conditioners', label: 'Air Conditioners' },
  { anchor: 'furnaces', label: 'Furnaces' },
  { anchor: 'heat-pumps', label: 'Heat Pumps' },
  { anchor: 'air-handlers', label: 'Air Handlers' },
  { anchor: 'coils', label: 'Coils' },
  { anchor: 'packaged-system', label: 'Packaged Systems' },
  { anchor: 'ductless-systems', label: 'Ductless Systems' },
  { anchor: 'indoor-air-quality', label: 'Indoor Air Quality' },
  { anchor: 'thermostat-controls', label: 'Thermostats & Controls' },
  { anchor: 'light-commercial', label: 'Light Commercial' },
] as const

/** The three split-system explainer cards of the hub (spec PB 2). */
export const SPLIT_SYSTEMS = [
  { key: 'gas', title: 'Split heating and air conditioning', energy: 'Gas' },
  { key: 'electric', title: 'Split heat pump', energy: 'Electric' },
  { key: 'dual-fuel', title: 'Split hybrid dual fuel', energy: 'Gas and electric' },
] as const

/** Light commercial units (spec PB 9). */
export const LIGHT_COMMERCIAL_TONS = { min: 3, max: 25 } as const

/** "3 to 25 tons". */
export function lightCommercialRange(): string {
  return `${LIGHT_COMMERCIAL_TONS.min} to ${LIGHT_COMMERCIAL_TONS.max} tons`
}

/**
 * Whether an internal link may be shown: anchors and external URLs always; a path of this site only
 * when a published page answers it (the path without its #anchor or ?query).
 */
export function isLinkTargetPublished(href: string, publishedPaths: ReadonlySet<string>): boolean {
  if (!href.startsWith('/')) return true
  const path = href.replace(/[?#].*$/, '')
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return publishedPaths.has(withSlash)
}
