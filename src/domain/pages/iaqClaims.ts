/**
 * The spec's indoor-air-quality claims, word for word in substance (PB 9). The IAQ product cards
 * render these; editors choose the product, not the figure.
 */
export const IAQ_PRODUCTS = ['airCleaner', 'humidifier', 'filter'] as const
export type IaqProduct = (typeof IAQ_PRODUCTS)[number]

export const IAQ_CLAIMS: Record<IaqProduct, string> = {
  airCleaner: 'Removes up to 99.98% of allergens or particles from the air it filters.',
  humidifier: 'Covers homes up to 4,200 sq ft (some models up to 5,000 sq ft).',
  filter: 'Lasts up to 6 months between changes.',
}

export const IAQ_PRODUCT_LABELS: Record<IaqProduct, string> = {
  airCleaner: 'Air cleaner',
  humidifier: 'Humidifier',
  filter: 'Air filter',
}
