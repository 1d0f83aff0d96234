import type { DealerSearchResponse } from './dealerSchema'
import { type LocatorAnswer, locatorAnswer } from './locatorAnswer'
import { classifySearchInput } from './locatorView'

// The server's side of a linked search on the locator (`?zipcode=`, see domain/pages/linkedSearch.ts),
// a module of its own so the browser's locator code does not carry it.

/**
 * The dealer search a linked search (`?zipcode=`) asks the server for: a postal code the locator
 * would look up, as it would search it. Anything else (a city, a malformed code) is left to the browser.
 */
export function linkedLocatorQuery(zip: string): string | null {
  const input = classifySearchInput(zip)
  return input.kind === 'postalCode' ? input.zipcode : null
}

/**
 * What the server shows for a linked search: the answer for a place it knows (with dealers or with
 * none, and the nearby places). A code no place has is left to the browser, which searches it as before.
 */
export function linkedLocatorAnswer(query: string, response: DealerSearchResponse, random: () => number): LocatorAnswer | null {
  return response.origin ? locatorAnswer(query, 'postalCode', response, random) : null
}
