import { isDealerLookupPostalCode, normalizePostalCode } from '@/domain/geo/postalCode'
import type { Dealer, WeekHours } from './dealerSchema'
import { dealerProfilePath } from './dealerSlug'
import { titleCaseDealerName } from './titleCaseDealerName'

/**
 * Pure rules of the find-a-dealer view that the other modules of this folder do not cover:
 * search-box input, markers that share an address, the leased-number request, hours and the
 * schema.org record of a dealer profile.
 */

// ---------------------------------------------------------------------------------------------
// Search box (spec section 5)
// ---------------------------------------------------------------------------------------------

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
// Map markers that share an address
// ---------------------------------------------------------------------------------------------

export interface MarkerPoint {
  id: number
  lat: number
  lon: number
}

export interface MarkerOffset {
  id: number
  /** Pixel offset from the marker's own point: x to the right, y down. */
  x: number
  y: number
}

/** Pixel distance between markers spread around a shared point. */
export const MARKER_SPREAD_PX = 22

/**
 * Markers whose points are equal to about 10 m (5 decimals) share a spot; each group is laid
 * out on a small circle in screen pixels so every marker stays visible and clickable at any zoom.
 * Single markers get a zero offset. Order inside a group follows the input order.
 */
export function spreadMarkers(points: readonly MarkerPoint[], spacingPx: number = MARKER_SPREAD_PX): MarkerOffset[] {
  const groups = new Map<string, MarkerPoint[]>()
  for (const point of points) {
    const key = `${point.lat.toFixed(5)},${point.lon.toFixed(5)}`
    const group = groups.get(key)
    if (group) group.push(point)
    else groups.set(key, [point])
  }
  const offsets = new Map<number, MarkerOffset>()
  for (const group of groups.values()) {
    if (group.length === 1) {
      const only = group[0] as MarkerPoint
      offsets.set(only.id, { id: only.id, x: 0, y: 0 })
      continue
    }
    // Circle whose chord between neighbours is `spacingPx`.
    const radius = spacingPx / (2 * Math.sin(Math.PI / group.length))
    group.forEach((point, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / group.length
      offsets.set(point.id, {
        id: point.id,
        x: Math.round(radius * Math.cos(angle) * 10) / 10,
        y: Math.round(radius * Math.sin(angle) * 10) / 10,
      })
    })
  }
  return points.map((p) => offsets.get(p.id) as MarkerOffset)
}

// ---------------------------------------------------------------------------------------------
// Leased tracking number (spec section 7, POST /api/whodis)
// ---------------------------------------------------------------------------------------------

export interface LeaseRequestBody {
  routingGroupID: string
  sessionID: string
  pageReferrer: string
  leaseName: string
  metaData: { dealerName: string }
}

/** Ours: the lease name when the dealer data names no pool. */
export const DEFAULT_LEASE_NAME = 'dealer-locator'

/** The routing group of a dealer: the call-tracking record first, then the fuse data. */
export function dealerRoutingGroup(dealer: Pick<Dealer, 'whodis' | 'fuseInfo'>): string | undefined {
  const group = dealer.whodis?.routingGroupID?.trim() || dealer.fuseInfo?.routingGroup?.trim()
  return group ? group : undefined
}

export function leaseRequestBody(
  dealer: Pick<Dealer, 'whodis' | 'fuseInfo' | 'data'>,
  sessionID: string,
  pageReferrer: string,
): LeaseRequestBody | undefined {
  const routingGroupID = dealerRoutingGroup(dealer)
  if (!routingGroupID) return undefined
  return {
    routingGroupID,
    sessionID,
    pageReferrer,
    leaseName: dealer.fuseInfo?.pool?.trim() || DEFAULT_LEASE_NAME,
    metaData: { dealerName: dealer.data.name ?? '' },
  }
}

/**
 * The number in a whodis answer, or undefined (shown as N/A): the status must be 200 or 201,
 * the body must carry no error and a non-empty `message.leasePhoneNumber`.
 */
export function leasedNumberFrom(status: number, body: unknown): string | undefined {
  if (status !== 200 && status !== 201) return undefined
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as { error?: unknown; message?: unknown }
  if (record.error) return undefined
  const message = record.message
  if (typeof message !== 'object' || message === null) return undefined
  const number = (message as { leasePhoneNumber?: unknown }).leasePhoneNumber
  return typeof number === 'string' && number.trim() !== '' ? number.trim() : undefined
}

// ---------------------------------------------------------------------------------------------
// Phone links, address and hours
// ---------------------------------------------------------------------------------------------

/** `tel:` target of a displayed number: digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/[^\d]/g, '')
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}

export const WEEK_DAYS: readonly { key: keyof WeekHours; label: string; schemaDay: string }[] = [
  { key: 'mon', label: 'Monday', schemaDay: 'Monday' },
  { key: 'tue', label: 'Tuesday', schemaDay: 'Tuesday' },
  { key: 'wed', label: 'Wednesday', schemaDay: 'Wednesday' },
  { key: 'thu', label: 'Thursday', schemaDay: 'Thursday' },
  { key: 'fri', label: 'Friday', schemaDay: 'Friday' },
  { key: 'sat', label: 'Saturday', schemaDay: 'Saturday' },
  { key: 'sun', label: 'Sunday', schemaDay: 'Sunday' },
]

export function weekHoursRows(hours: WeekHours | undefined): { day: string; hours: string }[] {
  if (!hours) return []
  return WEEK_DAYS.flatMap(({ key, label }) => {
    const value = hours[key]?.trim()
    return value ? [{ day: label, hours: value }] : []
  })
}

/** "7:30 AM" -> "07:30"; "5:00 PM" -> "17:00"; anything else undefined. */
function to24h(time: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim())
  if (!match) return undefined
  let hour = Number(match[1]) % 12
  if ((match[3] as string).toUpperCase() === 'PM') hour += 12
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string
  opens: string
  closes: string
}

/** schema.org opening hours from the weekHours strings we understand ("7:30 AM - 5:00 PM", "Open 24 Hours"). */
export function openingHoursSpecification(hours: WeekHours | undefined): OpeningHoursSpecification[] {
  if (!hours) return []
  return WEEK_DAYS.flatMap(({ key, schemaDay }) => {
    const value = hours[key]?.trim()
    if (!value) return []
    if (/^open 24 hours$/i.test(value)) {
      return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: schemaDay, opens: '00:00', closes: '23:59' }]
    }
    const [from, to] = value.split(/\s+-\s+/)
    const opens = from ? to24h(from) : undefined
    const closes = to ? to24h(to) : undefined
    return opens && closes ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: schemaDay, opens, closes }] : []
  })
}

// ---------------------------------------------------------------------------------------------
// Dealer profile: schema.org LocalBusiness
// ---------------------------------------------------------------------------------------------

export function dealerDisplayName(dealer: Pick<Dealer, 'data'>): string {
  return titleCaseDealerName(dealer.data.name ?? '')
}

/** A dealer with `showAddress: false` keeps its street private; city, state and zip still show. */
function showsStreetAddress(dealer: Pick<Dealer, 'data'>): boolean {
  return dealer.data.showAddress !== false && Boolean(dealer.data.addressLine1)
}

/**
 * The dealer's address as shown on cards, the profile page and in JSON-LD: the street line
 * (null when the dealer keeps it private or has none) and "City, ST 12345".
 */
export function dealerAddressLines(dealer: Pick<Dealer, 'data'>): { street: string | null; locality: string } {
  const d = dealer.data
  return {
    street: showsStreetAddress(dealer) ? [d.addressLine1, d.addressLine2].filter(Boolean).join(', ') : null,
    locality: [d.city, [d.state, d.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  }
}

export function localBusinessJsonLd(dealer: Pick<Dealer, 'data' | 'metaData' | 'location'>, siteUrl: string) {
  const d = dealer.data
  const base = siteUrl.replace(/\/+$/, '')
  const path = dealerProfilePath(d)
  const hours = openingHoursSpecification(d.dealerInfo?.data?.weekHours)
  const reviewCount = dealer.metaData.total_review_count
  const { street } = dealerAddressLines(dealer)
  return {
    '@context': 'https://schema.org',
    '@type': 'HVACBusiness',
    '@id': `${base}${path}#business`,
    name: dealerDisplayName(dealer),
    url: `${base}${path}`,
    ...(d.phone1 ? { telephone: d.phone1 } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(d.city ? { addressLocality: d.city } : {}),
      ...(d.state ? { addressRegion: d.state } : {}),
      ...(d.zipcode ? { postalCode: d.zipcode } : {}),
      ...(d.country ? { addressCountry: d.country } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.location.lat, longitude: dealer.location.lon },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(dealer.metaData.average_rating * 10) / 10,
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

// ---------------------------------------------------------------------------------------------
// Home dealer carousel (spec section 9)
// ---------------------------------------------------------------------------------------------

export const CAROUSEL_TABLET_MAX_PX = 1024

/** 3 slides per view on desktop (1024 px and wider), 1 on tablet and mobile. */
export function homeCarouselSlidesPerView(viewportWidth: number): number {
  return viewportWidth >= CAROUSEL_TABLET_MAX_PX ? 3 : 1
}

/** "N dealers servicing near {zip}" (spec section 2). One dealer reads "1 dealer". */
export function dealerCountLine(count: number, near: string): string {
  return `${count} ${count === 1 ? 'dealer' : 'dealers'} servicing near ${near}`
}

/** "We found 0 dealers servicing near {zip}" (spec section 8). */
export function noDealersHeading(near: string): string {
  return `We found 0 dealers servicing near ${near}`
}
