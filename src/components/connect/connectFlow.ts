import { contactDealerLeadBody, type DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDistanceLabel, distanceMiles, type SearchOrigin } from '@/domain/dealers/distance'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { dealerConsentRecord } from '@/domain/leads/consent'
import { LEAD_FORM_NAMES, LEAD_SOURCES, REBATE_MODAL_COMMENTS } from '@/domain/leads/leadNames'

/*
 * The rules of the dealer connect flow (spec section 4), free of React and the browser so they are unit tested.
 */

export const dealerIdOf = (dealer: Dealer): number | undefined => dealer.data.companyID

/** The dealer the modal submits to: the one the user chose if still listed, else the first found for the zip. */
export function selectedDealer(dealers: readonly Dealer[], chosenId: number | undefined): Dealer | undefined {
  const chosen = chosenId === undefined ? undefined : dealers.find((d) => dealerIdOf(d) === chosenId)
  return chosen ?? dealers.find((d) => dealerIdOf(d) !== undefined)
}

/** The carousel's dealers: everyone found for the zip except the featured (selected) one. */
export function otherDealers(dealers: readonly Dealer[], featuredId: number | undefined): Dealer[] {
  return dealers.filter((d) => dealerIdOf(d) !== undefined && dealerIdOf(d) !== featuredId)
}

/**
 * The connect flow's order (reading 50): nearest first, so the preselected dealer is the nearest and the
 * "even more dealers" carousel starts with the next nearest. Without a searched place the provider's order stays.
 */
export function nearestFirst(dealers: readonly Dealer[], origin: SearchOrigin | undefined): Dealer[] {
  if (!origin) return [...dealers]
  const miles = (d: Dealer) => distanceMiles(origin.lat, origin.lon, d.location.lat, d.location.lon)
  return dealers
    .map((dealer, index) => ({ dealer, index, miles: miles(dealer) }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map((entry) => entry.dealer)
}

/** Reading 50: a carousel of 49 one-tap sends is a data-sharing trap; at most the 9 nearest others. */
export const MORE_DEALERS_LIMIT = 9

/** The "even more dealers" carousel: the nearest others (the list is already nearest first), at most 9. */
export function moreDealers(dealers: readonly Dealer[], featuredId: number | undefined): Dealer[] {
  return otherDealers(dealers, featuredId).slice(0, MORE_DEALERS_LIMIT)
}

/** The picker's line for a dealer: its distance and rating, so the choice is not made on names alone. */
export function dealerChoiceDetails(dealer: Dealer, origin: SearchOrigin | undefined): string {
  const parts: string[] = []
  const distance = dealerDistanceLabel(origin, dealer.location)
  if (distance) parts.push(distance)
  const { average_rating: rating, total_review_count: count } = dealer.metaData
  if (count > 0) parts.push(`${rating.toFixed(1)} stars (${count} ${count === 1 ? 'review' : 'reviews'})`)
  else parts.push('No reviews yet')
  return parts.join(' · ')
}

/** What an additional connect sends, named before the homeowner confirms (reading 50). */
export function connectConfirmText(dealerName: string): string {
  return `Send your name, email, phone number and address to ${dealerName}? They will contact you about your request.`
}

/** "Connected": already contacted (profile) or already recommended by the system (session systemRecOtherDealers). */
export function isDealerConnected(
  dealerId: number | undefined,
  dealersContacted: readonly number[],
  systemRecOtherDealers: readonly number[],
): boolean {
  return dealerId !== undefined && (dealersContacted.includes(dealerId) || systemRecOtherDealers.includes(dealerId))
}

export const CONNECT_SWIPE_THRESHOLD_PX = 30
export const CONNECT_GAP_PX = 16

export interface ConnectLeadContext {
  privacyPolicyUrl: string
  pageUrl?: string
}

/** The modal's lead: source AS:CONTACT_DEALER_MODAL, form CONTACT LOCAL DEALER MODAL, the hidden rebates note. */
export function modalLeadBody(fields: DealerLeadFields, companyId: number, context: ConnectLeadContext) {
  return contactDealerLeadBody(fields, {
    companyId,
    source: LEAD_SOURCES.contactDealerModal,
    formName: LEAD_FORM_NAMES.contactLocalDealerModal,
    comments: REBATE_MODAL_COMMENTS,
    privacyPolicyUrl: context.privacyPolicyUrl,
    pageUrl: context.pageUrl,
  })
}

/**
 * An additional dealer's lead: the homeowner's details from the profile, and a consent that names this dealer
 * (the lead's companyId is the dealer the consent was given to).
 */
export function additionalDealerLeadBody(fields: DealerLeadFields, dealer: Dealer, context: ConnectLeadContext) {
  const companyId = dealerIdOf(dealer)
  if (companyId === undefined) throw new Error('dealer has no company id')
  return {
    ...modalLeadBody(fields, companyId, context),
    consent: dealerConsentRecord({ dealerName: dealerDisplayName(dealer), privacyUrl: context.privacyPolicyUrl }),
  }
}

/** The contact fields kept in the profile, when every one is there (the additional-dealer leads reuse them). */
export function profileLeadFields(profile: Partial<Record<keyof DealerLeadFields, string | undefined>>): DealerLeadFields | undefined {
  const keys = ['firstName', 'lastName', 'email', 'phone', 'addressLine1', 'city', 'state', 'zip'] as const
  const out: Partial<DealerLeadFields> = {}
  for (const key of keys) {
    const value = profile[key]
    if (typeof value !== 'string' || value.trim() === '') return undefined
    out[key] = value
  }
  return out as DealerLeadFields
}
