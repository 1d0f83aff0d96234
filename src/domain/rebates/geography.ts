import { normalizeRebatePostalCode } from '../geo/postalCode'
import type { OfferGeography, RebatePlace } from './types'

/** Utility names compare case- and spacing-insensitively ("Con Edison" = "con  edison"). */
export function normalizeUtilityName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * Whether an offer's geography covers the place: same country, the state/province listed (when states are given),
 * and the postal code in at least one of the ZIP list, ZIP prefixes or FSAs (when any is given).
 * Utility territory is not decided here: see `utilityAllows`.
 */
export function geographyCovers(geography: OfferGeography, place: RebatePlace): boolean {
  if (geography.country !== place.country) return false
  const states = geography.states ?? []
  if (states.length > 0 && !states.includes(place.state.trim().toUpperCase())) return false

  const zipList = geography.zipList ?? []
  const zipPrefixes = geography.zipPrefixes ?? []
  const fsas = geography.fsas ?? []
  if (zipList.length + zipPrefixes.length + fsas.length === 0) return true

  const postal = normalizeRebatePostalCode(place.country, place.postalCode)
  if (postal === '') return false
  return (
    zipList.includes(postal) || zipPrefixes.some((prefix) => postal.startsWith(prefix)) || fsas.includes(postal)
  )
}

/**
 * Whether a utility-territory offer can apply: offers without utilities always can; when the visitor's utilities
 * are known they must overlap; when unknown every utility serving the area stays possible ("depending on your utility").
 */
export function utilityAllows(geography: OfferGeography, place: RebatePlace): boolean {
  const offerUtilities = geography.utilityNames ?? []
  if (offerUtilities.length === 0 || !place.utilityNames || place.utilityNames.length === 0) return true
  const known = new Set(place.utilityNames.map(normalizeUtilityName))
  return offerUtilities.some((name) => known.has(normalizeUtilityName(name)))
}
