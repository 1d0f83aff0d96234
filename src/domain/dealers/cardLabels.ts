import type { DealerData } from './dealerSchema'

/** The value that marks a dealer as not being a Customer Care Dealer (here, not in dealerSchema: card code must not pull zod). */
export const NON_CUSTOMER_CARE_DEALER_TYPE = 'NON-CC'

export const BOOK_ONLINE_LABEL = 'Book Online'
export const CONTACT_DEALER_LABEL = 'Contact Dealer'

/** Default campaign paths (spec section 2); the live list comes from SiteSettings. */
export const DEFAULT_CAMPAIGN_PATHS: readonly string[] = [
  '/en/campaigns/mv/hvac-higher-standard/',
  '/en/campaigns/sy/hvac-higher-standard/',
]

/** Default call-now pages (spec section 2); the live list comes from SiteSettings. */
export const DEFAULT_CALL_NOW_PAGES: readonly string[] = ['/find-your-dealer/', '/schedule-service/', '/find-a-dealer/']

/** Drops query and hash and ends the path with exactly one slash, so `/a` and `/a/?x=1` match. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}

function pathIn(pathname: string, paths: readonly string[]): boolean {
  const target = normalizePathname(pathname)
  return paths.some((p) => normalizePathname(p) === target)
}

/** Book Online everywhere but the campaign paths, where the button is "Contact Dealer" with the plain form (reading 52). */
export function isBookOnlinePage(pathname: string, campaignPaths: readonly string[] = DEFAULT_CAMPAIGN_PATHS): boolean {
  return !pathIn(pathname, campaignPaths)
}

export function bookingButtonLabel(pathname: string, campaignPaths: readonly string[] = DEFAULT_CAMPAIGN_PATHS): string {
  return isBookOnlinePage(pathname, campaignPaths) ? BOOK_ONLINE_LABEL : CONTACT_DEALER_LABEL
}

/** Pages where Call Now requests a leased tracking number instead of showing the dealer's phone. */
export function isCallNowPage(pathname: string, callNowPages: readonly string[] = DEFAULT_CALL_NOW_PAGES): boolean {
  return pathIn(pathname, callNowPages)
}

/**
 * A Customer Care Dealer is one whose dealerType is set and is not `NON-CC`.
 * A missing type counts as not Customer Care: the banner is a program claim, so we do not
 * show it on incomplete data.
 */
export function isCustomerCareDealer(dealerType: string | null | undefined): boolean {
  const type = (dealerType ?? '').trim().toUpperCase()
  // Spec DL: the banner shows when dealerType "is not NON-CC", so a dealer without a type shows it too.
  return type !== NON_CUSTOMER_CARE_DEALER_TYPE
}

export const BADGE_LABELS = {
  emergencyService: '24/7 Emergency Service',
  nateCertified: 'NATE Certified',
  showFinancing: 'Financing',
  nexiaDealerDiagnostics: 'Diagnostics',
  charterMemberDate: 'Charter Member',
} as const

export type BadgeLabel = (typeof BADGE_LABELS)[keyof typeof BADGE_LABELS]

type BadgeFacts = Pick<
  DealerData,
  'emergencyService' | 'nateCertified' | 'showFinancing' | 'nexiaDealerDiagnostics' | 'charterMemberDate'
>

/** Card badges in display order; each uses the same flag as the matching filter key. */
export function dealerBadges(data: BadgeFacts): BadgeLabel[] {
  const badges: BadgeLabel[] = []
  if (data.emergencyService) badges.push(BADGE_LABELS.emergencyService)
  if (data.nateCertified) badges.push(BADGE_LABELS.nateCertified)
  if (data.showFinancing) badges.push(BADGE_LABELS.showFinancing)
  if (data.nexiaDealerDiagnostics) badges.push(BADGE_LABELS.nexiaDealerDiagnostics)
  if (data.charterMemberDate) badges.push(BADGE_LABELS.charterMemberDate)
  return badges
}

export const DEALER_FILTER_KEYS = [
  'dealerType',
  'emergencyService',
  'nateCertified',
  'nexiaDealerDiagnostics',
  'showFinancing',
  'charterMemberDate',
] as const

export type DealerFilterKey = (typeof DEALER_FILTER_KEYS)[number]

export function passesDealerFilter(data: DealerData, key: DealerFilterKey): boolean {
  if (key === 'dealerType') return isCustomerCareDealer(data.dealerType)
  return Boolean(data[key])
}

/** Keeps the dealers for which every checked filter holds; no checked keys keeps all. */
export function applyDealerFilters<T extends { data: DealerData }>(
  dealers: readonly T[],
  checkedKeys: Iterable<DealerFilterKey>,
): T[] {
  const keys = [...checkedKeys]
  if (keys.length === 0) return [...dealers]
  return dealers.filter((dealer) => keys.every((key) => passesDealerFilter(dealer.data, key)))
}
