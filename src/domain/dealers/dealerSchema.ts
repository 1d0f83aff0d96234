import { z } from 'zod'

/**
 * The Dealer entity and the dealer-search / reviews responses (spec section 3).
 *
 * The original provider sent flags as a mix of "Y"/"N", "true"/"false" and real
 * booleans. Our API emits real booleans; importers convert provider data with
 * `providerFlag` before validating, so the shape the browser checks stays strict.
 */

const nonNegativeInt = z.number().int().nonnegative()

/** `YYYY-MM-DD`, optionally followed by a time part (the provider sent both). */
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Expected a date (YYYY-MM-DD)')

export const weekHoursSchema = z.object({
  mon: z.string().optional(),
  tue: z.string().optional(),
  wed: z.string().optional(),
  thu: z.string().optional(),
  fri: z.string().optional(),
  sat: z.string().optional(),
  sun: z.string().optional(),
})

export const dealerInfoSchema = z.object({
  data: z
    .object({
      state: z.string().optional(),
      dbaName: z.string().optional(),
      weekHours: weekHoursSchema.optional(),
    })
    .optional(),
})

export const dealerDataSchema = z.object({
  companyID: z.number().int().positive().optional(),
  dealer_guid: z.string().optional(),
  brandID: z.string().optional(),
  valueBrand: z.string().optional(),
  name: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipcode: z.string().optional(),
  country: z.string().optional(),
  phone1: z.string().optional(),
  phone2: z.string().optional(),
  phone3: z.string().optional(),
  // Provider e-mails are not always well formed; a bad one must not drop the whole list.
  email: z.string().optional(),
  /** Anything other than `NON-CC` is a Customer Care Dealer. */
  dealerType: z.string().optional(),
  displaySupport: z.boolean().optional(),
  emergencyService: z.boolean().optional(),
  financeURL: z.string().optional(),
  leasingOption: z.boolean().optional(),
  googleReviews: z.boolean().optional(),
  nateCertified: z.boolean().optional(),
  nexiaDealer: z.boolean().optional(),
  nexiaDealerDiagnostics: z.boolean().optional(),
  asHomeDealer: z.boolean().optional(),
  asHomeDealerDiagnostics: z.boolean().optional(),
  /** Date the dealer joined the Charter Member program (began 1998); absent = not a member. */
  charterMemberDate: dateString.optional(),
  preferred: z.boolean().optional(),
  score: nonNegativeInt.optional(),
  showFinancing: z.boolean().optional(),
  showAddress: z.boolean().optional(),
  tcsID: z.string().optional(),
  isTcs: z.boolean().optional(),
  totalResponseCount: nonNegativeInt.optional(),
  spanish: z.boolean().optional(),
  dealerInfo: dealerInfoSchema.optional(),
})

export const dealerMetaDataSchema = z.object({
  dealer_url: z.string(),
  average_rating: z.number().min(0).max(5),
  total_review_count: nonNegativeInt,
  /** Higher = featured earlier in results (see rankDealers.ts). 0 = not featured. */
  priority_ranking: nonNegativeInt,
})

export const fuseInfoSchema = z.object({
  pool: z.string().optional(),
  permaleasePhone: z.string().optional(),
  routingGroup: z.string().optional(),
  targetPhone: z.string().optional(),
  paidSearchPermalease: z.string().optional(),
})

export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
})

/**
 * How a dealer came into a result list:
 * - `servicedPostalCode`: the dealer lists the searched ZIP / FSA among the codes it serves
 * - `radius`: the searched place lies inside the dealer's service radius
 * - `lookup`: fetched directly by company ID (single-dealer mode, profile page)
 */
export const SEARCH_KINDS = ['servicedPostalCode', 'radius', 'lookup'] as const
export const searchKindSchema = z.enum(SEARCH_KINDS)

export const searchInfoSchema = z.object({
  kind: searchKindSchema,
  /** Ranking tier, 1 = best. Defined in rankDealers.ts. */
  bucket: z.number().int().positive(),
})

export const assignedNumberSchema = z.looseObject({
  numberType: z.string(),
})

export const whodisSchema = z.object({
  routingGroupID: z.string().optional(),
  assignedNumbers: z.array(assignedNumberSchema).optional(),
})

export const dealerSchema = z.object({
  data: dealerDataSchema,
  metaData: dealerMetaDataSchema,
  fuseInfo: fuseInfoSchema.optional(),
  location: geoPointSchema,
  searchInfo: searchInfoSchema,
  whodis: whodisSchema.optional(),
})

export const nearbyPlaceSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  distanceMiles: z.number().nonnegative(),
})

export const dealerSearchResponseSchema = z.object({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  count: nonNegativeInt,
  /** Buckets whose order the browser shuffles (see shuffleBuckets in searchDealers.ts). */
  randomizeBuckets: z.array(z.number().int().positive()),
  dealers: z.array(dealerSchema),
  /** Ours, not the provider's: nearby covered places, filled when count is 0. */
  nearby: z.array(nearbyPlaceSchema).default([]),
  /** Ours: the searched place (cards measure their distance from it); absent for an unknown postal code. */
  origin: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180), country: z.enum(['US', 'CA']) }).optional(),
})

export const reviewSchema = z.object({
  author_name: z.string(),
  rating: z.number().min(1).max(5),
  date: dateString,
  text: z.string(),
  owner_response: z.string().nullish(),
  owner_response_date: dateString.nullish(),
})

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  page: z.number().int().positive(),
  pageAmount: z.number().int().positive(),
  total: nonNegativeInt,
})

export type WeekHours = z.infer<typeof weekHoursSchema>
export type DealerData = z.infer<typeof dealerDataSchema>
export type DealerMetaData = z.infer<typeof dealerMetaDataSchema>
export type FuseInfo = z.infer<typeof fuseInfoSchema>
export type GeoPoint = z.infer<typeof geoPointSchema>
export type SearchKind = z.infer<typeof searchKindSchema>
export type SearchInfo = z.infer<typeof searchInfoSchema>
export type Whodis = z.infer<typeof whodisSchema>
export type Dealer = z.infer<typeof dealerSchema>
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>
export type DealerSearchResponse = z.infer<typeof dealerSearchResponseSchema>
export type Review = z.infer<typeof reviewSchema>
export type ReviewsPage = z.infer<typeof reviewsPageSchema>

const TRUE_WORDS = new Set(['true', 'y', 'yes', '1'])
const FALSE_WORDS = new Set(['false', 'n', 'no', '0', ''])

/**
 * Converts one provider flag ("Y", "N", "true", 1, true ...) to a boolean.
 * Unknown values give `undefined` so the caller can log them instead of guessing.
 */
export function providerFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined
  if (typeof value !== 'string') return undefined
  const word = value.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}
