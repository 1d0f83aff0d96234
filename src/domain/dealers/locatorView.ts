import { isDealerLookupPostalCode, normalizePostalCode } from '@/domain/geo/postalCode'
import type { Dealer } from './dealerSchema'
import { titleCaseDealerName } from './titleCaseDealerName'

/**
 * What the find-a-dealer view says: the search box's rules and messages, the dealer's name as
 * every card, modal and map label shows it, and the result count lines. Its other rules have
 * modules of their own: mapMarkers, leasedNumber, dealerHours, dealerProfile (address lines and
 * JSON-LD), cardLabels, distance, pagination.
 */

// ---------------------------------------------------------------------------------------------
// Search box (spec section 5)
// ---------------------------------------------------------------------------------------------

/** The dealer locator's page: where a search form goes before its script runs, and "See all dealers". */
export const FIND_A_DEALER_PATH = '/find-a-dealer/'

export const LOCATOR_MESSAGES = {
  /** Spec: empty zip search box (and Enter with an empty box). */
  enterZipcode: 'Please enter a zipcode',
  /** Ours (the geo module's wording): a postal code the lookup pattern refuses. */
  invalidPostalCode: 'Please enter a valid zip or postal code',
  /** Ours: a city we do not know. */
  placeNotFound: 'We could not find that place. Please enter a zip or postal code.',
  /** Ours: a city name several places share. */
  ambiguousPlace: 'Several places have that name. Please choose one:',
  /** Spec: map view prompt. */
  selectDealerOnMap: 'Please select a dealer on the map',
  /** Spec: reviews modal failure. */
  reviewsError: 'Error fetching dealer reviews',
  /** Reading 53: a failed dealer search (network, 5xx); never blames the ZIP. */
  dealersUnavailable: 'We could not load dealers right now',
  dealersUnavailableHelp: 'This is a problem on our side, not with your search. Please try again.',
  /** Spec: leased number failure. */
  leasedNumberFailure: 'N/A',
} as const

/** Spec: leading whitespace is cleared as the visitor types. */
export function clearLeadingWhitespace(value: string): string {
  return value.replace(/^\s+/, '')
}

export type SearchInput =
  | { kind: 'empty'; message: string }
  | { kind: 'postalCode'; zipcode: string }
  | { kind: 'invalidPostalCode'; message: string }
  /** A city ("Austin, TX"): resolve it to a postal code first. */
  | { kind: 'place'; query: string }

/**
 * What a submitted search box holds. The dealer lookup runs only for the spec's postal-code
 * pattern; anything with a letter that is not postal-code-like is treated as a city.
 */
export function classifySearchInput(raw: string): SearchInput {
  const text = raw.trim()
  if (text === '') return { kind: 'empty', message: LOCATOR_MESSAGES.enterZipcode }
  if (isDealerLookupPostalCode(text)) return { kind: 'postalCode', zipcode: normalizeLookupCode(text) }
  // Digits only, or a Canadian-looking fragment such as "M5V": a mistyped code, not a city.
  if (/^[\d\s-]+$/.test(text) || /^[a-z]\d[a-z]?[\s-]?\d?[a-z]?\d?$/i.test(text) || normalizePostalCode(text)) {
    return { kind: 'invalidPostalCode', message: LOCATOR_MESSAGES.invalidPostalCode }
  }
  return { kind: 'place', query: text.replace(/\s+/g, ' ') }
}

/** "m5v-3l9" -> "M5V 3L9"; US codes unchanged. */
export function normalizeLookupCode(code: string): string {
  const text = code.trim()
  const ca = /^([a-z]\d[a-z])[ -]?(\d[a-z]\d)$/i.exec(text)
  return ca ? `${ca[1]} ${ca[2]}`.toUpperCase() : text
}

// ---------------------------------------------------------------------------------------------
// What the results say
// ---------------------------------------------------------------------------------------------

export function dealerDisplayName(dealer: Pick<Dealer, 'data'>): string {
  return titleCaseDealerName(dealer.data.name ?? '')
}

/** "N dealers servicing near {zip}" (spec section 2). One dealer reads "1 dealer". */
export function dealerCountLine(count: number, near: string): string {
  return `${count} ${count === 1 ? 'dealer' : 'dealers'} servicing near ${near}`
}

/** "We found 0 dealers servicing near {zip}" (spec section 8). */
export function noDealersHeading(near: string): string {
  return `We found 0 dealers servicing near ${near}`
}
