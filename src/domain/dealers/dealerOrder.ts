import type { SearchOrigin } from './distance'
import { distanceMiles } from './distance'

/**
 * Reading 49: the spec's ranking stays the default and is labelled; "Nearest first" sorts by
 * distance from the searched place. The choice is kept for the session (sessionStorage key below).
 */
export const DEALER_ORDERS = ['recommended', 'nearest'] as const
export type DealerOrder = (typeof DEALER_ORDERS)[number]

export const DEALER_ORDER_LABELS: Record<DealerOrder, string> = {
  recommended: 'Recommended',
  nearest: 'Nearest first',
}

export const DEALER_ORDER_STORAGE_KEY = 'dealerOrder'

export function parseDealerOrder(raw: unknown): DealerOrder {
  return raw === 'nearest' ? 'nearest' : 'recommended'
}

/**
 * The list in the chosen order. "Nearest first" is a stable sort (equal distances keep the
 * recommended order); without an origin (an unknown postal code) there is no distance to sort by,
 * so the recommended order stands.
 */
export function orderDealers<T extends { location: { lat: number; lon: number } }>(
  dealers: readonly T[],
  order: DealerOrder,
  origin: SearchOrigin | undefined,
): readonly T[] {
  if (order === 'recommended' || !origin) return dealers
  return dealers
    .map((dealer, index) => ({ dealer, index, miles: distanceMiles(origin.lat, origin.lon, dealer.location.lat, dealer.location.lon) }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map(({ dealer }) => dealer)
}
