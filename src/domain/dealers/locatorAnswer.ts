import type { Dealer, DealerSearchResponse, NearbyPlace } from './dealerSchema'
import type { SearchOrigin } from './distance'
import { shuffleBuckets } from './searchDealers'

/** How a search was asked: a postal code, or a city (the API resolves it to a place). */
export type LocatorSearchKind = 'postalCode' | 'place'

/** What the locator shows for one answered search: the browser's search and a linked search the server answered alike. */
export interface LocatorAnswer {
  /** The text searched, which the search box shows. */
  query: string
  /** What "servicing near ..." names: the code, or "City, ST" for a city. */
  near: string
  /** What is remembered for the other tools (local storage) and, on the locator, put in the address. */
  remembered: string
  /** In the order shown: the buckets the API marks are shuffled. */
  dealers: Dealer[]
  nearby: NearbyPlace[]
  origin?: SearchOrigin
}

export const placeLabel = (place: { city: string; state: string }): string => `${place.city}, ${place.state}`

/** The answer of the dealer API for `query`, as the locator shows it (`random` shuffles the marked buckets). */
export function locatorAnswer(query: string, kind: LocatorSearchKind, response: DealerSearchResponse, random: () => number): LocatorAnswer {
  const label = placeLabel(response)
  return {
    query,
    near: kind === 'place' ? label : query,
    // A Canadian city is remembered by name: its FSA alone is not a lookup code.
    remembered: kind === 'place' && response.origin?.country === 'CA' ? label : response.zipcode,
    dealers: shuffleBuckets(response.dealers, response.randomizeBuckets, random),
    nearby: response.nearby,
    origin: response.origin,
  }
}
