/**
 * Entry-level installed prices (spec PB 9), in US dollars. The comparison's "installation cost" is this
 * installed price (readings #9; the spec's field is `installment_cost`).
 */
export const ENTRY_PRICES = {
  airConditioner: 5400,
  /** Both the 80% and the 90% gas furnace. */
  gasFurnace: 3400,
  heatPump: 5800,
  airHandler: 3600,
} as const

/** New ductwork, when the existing ducts cannot be reused. */
export const DUCTWORK_PRICE_RANGE = { min: 3000, max: 10000 } as const

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** "$5,400": whole dollars with thousands separators. */
export function formatUsd(dollars: number): string {
  return usd.format(Math.round(dollars))
}

/** "$3,000-$10,000" (the spec's own notation), or one price when both ends agree. */
export function formatUsdRange(min: number, max: number): string {
  return min === max ? formatUsd(min) : `${formatUsd(Math.min(min, max))}-${formatUsd(Math.max(min, max))}`
}
