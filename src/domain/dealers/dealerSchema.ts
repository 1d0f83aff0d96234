import { z } from "zod/mini";

// zod/mini (functional API): the browser validates every dealer-search answer with these, and the
// mini build is a fraction of classic zod's code to load and evaluate on the locator. Server code
// composes them with classic zod freely (both share zod's core).

/**
 * The Dealer entity and the dealer-search / reviews responses (spec section 3).
 *
 * The original provider sent flags as a mix of "Y"/"N", "true"/"false" and real
 * booleans. Our API emits real booleans; importers convert provider data with
 * `providerFlag` before validating, so the shape the browser checks stays strict.
 */

const nonNegativeInt = z.int().check(z.nonnegative());

/** `YYYY-MM-DD`, optionally followed by a time part (the provider sent both). */
const dateString = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}/, "Expected a date (YYYY-MM-DD)"));

export const weekHoursSchema = z.object({
  mon: z.optional(z.string()),
  tue: z.optional(z.string()),
  wed: z.optional(z.string()),
  thu: z.optional(z.string()),
  fri: z.optional(z.string()),
  sat: z.optional(z.string()),
  sun: z.optional(z.string()),
});

export const dealerInfoSchema = z.object({
  data: z.optional(
    z.object({
      state: z.optional(z.string()),
      dbaName: z.optional(z.string()),
      weekHours: z.optional(weekHoursSchema),
    }),
  ),
});

export const dealerDataSchema = z.object({
  companyID: z.optional(z.int().check(z.positive())),
  dealer_guid: z.optional(z.string()),
  brandID: z.optional(z.string()),
  valueBrand: z.optional(z.string()),
  name: z.optional(z.string()),
  addressLine1: z.optional(z.string()),
  addressLine2: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
  zipcode: z.optional(z.string()),
  country: z.optional(z.string()),
  phone1: z.optional(z.string()),
  phone2: z.optional(z.string()),
  phone3: z.optional(z.string()),
  // Provider e-mails are not always well formed; a bad one must not drop the whole list.
  email: z.optional(z.string()),
  /** Anything other than `NON-CC` is a Customer Care Dealer. */
  dealerType: z.optional(z.string()),
  displaySupport: z.optional(z.boolean()),
  emergencyService: z.optional(z.boolean()),
  financeURL: z.optional(z.string()),
  leasingOption: z.optional(z.boolean()),
  googleReviews: z.optional(z.boolean()),
  nateCertified: z.optional(z.boolean()),
  nexiaDealer: z.optional(z.boolean()),
  nexiaDealerDiagnostics: z.optional(z.boolean()),
  asHomeDealer: z.optional(z.boolean()),
  asHomeDealerDiagnostics: z.optional(z.boolean()),
  /** Date the dealer joined the Charter Member program (began 1998); absent = not a member. */
  charterMemberDate: z.optional(dateString),
  preferred: z.optional(z.boolean()),
  score: z.optional(nonNegativeInt),
  showFinancing: z.optional(z.boolean()),
  showAddress: z.optional(z.boolean()),
  tcsID: z.optional(z.string()),
  isTcs: z.optional(z.boolean()),
  totalResponseCount: z.optional(nonNegativeInt),
  spanish: z.optional(z.boolean()),
  dealerInfo: z.optional(dealerInfoSchema),
});

export const dealerMetaDataSchema = z.object({
  dealer_url: z.string(),
  average_rating: z.number().check(z.gte(0), z.lte(5)),
  total_review_count: nonNegativeInt,
  /** Higher = featured earlier in results (see rankDealers.ts). 0 = not featured. */
  priority_ranking: nonNegativeInt,
});

export const fuseInfoSchema = z.object({
  pool: z.optional(z.string()),
  permaleasePhone: z.optional(z.string()),
  routingGroup: z.optional(z.string()),
  targetPhone: z.optional(z.string()),
  paidSearchPermalease: z.optional(z.string()),
});

export const geoPointSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
});

/**
 * How a dealer came into a result list:
 * - `servicedPostalCode`: the dealer lists the searched ZIP / FSA among the codes it serves
 * - `radius`: the searched place lies inside the dealer's service radius
 * - `lookup`: fetched directly by company ID (single-dealer mode, profile page)
 */
export const SEARCH_KINDS = ["servicedPostalCode", "radius", "lookup"] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);

export const searchInfoSchema = z.object({
  kind: searchKindSchema,
  /** Ranking tier, 1 = best. Defined in rankDealers.ts. */
  bucket: z.int().check(z.positive()),
});

export const assignedNumberSchema = z.looseObject({
  numberType: z.string(),
});

export const whodisSchema = z.object({
  routingGroupID: z.optional(z.string()),
  assignedNumbers: z.optional(z.array(assignedNumberSchema)),
});

export const dealerSchema = z.object({
  data: dealerDataSchema,
  metaData: dealerMetaDataSchema,
  fuseInfo: z.optional(fuseInfoSchema),
  location: geoPointSchema,
  searchInfo: searchInfoSchema,
  whodis: z.optional(whodisSchema),
});

export const nearbyPlaceSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  distanceMiles: z.number().check(z.nonnegative()),
});

export const dealerSearchResponseSchema = z.object({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  count: nonNegativeInt,
  /** Buckets whose order the browser shuffles (see shuffleBuckets in searchDealers.ts). */
  randomizeBuckets: z.array(z.int().check(z.positive())),
  dealers: z.array(dealerSchema),
  /** Ours, not the provider's: nearby covered places, filled when count is 0. */
  nearby: z._default(z.array(nearbyPlaceSchema), []),
  /** Ours: the searched place (cards measure their distance from it); absent for an unknown postal code. */
  origin: z.optional(
    z.object({
      lat: z.number().check(z.gte(-90), z.lte(90)),
      lon: z.number().check(z.gte(-180), z.lte(180)),
      country: z.enum(["US", "CA"]),
    }),
  ),
});

export const reviewSchema = z.object({
  author_name: z.string(),
  rating: z.number().check(z.gte(1), z.lte(5)),
  date: dateString,
  text: z.string(),
  owner_response: z.nullish(z.string()),
  owner_response_date: z.nullish(dateString),
});

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  page: z.int().check(z.positive()),
  pageAmount: z.int().check(z.positive()),
  total: nonNegativeInt,
});

export type WeekHours = z.infer<typeof weekHoursSchema>;
export type DealerData = z.infer<typeof dealerDataSchema>;
export type DealerMetaData = z.infer<typeof dealerMetaDataSchema>;
export type FuseInfo = z.infer<typeof fuseInfoSchema>;
export type GeoPoint = z.infer<typeof geoPointSchema>;
export type SearchKind = z.infer<typeof searchKindSchema>;
export type SearchInfo = z.infer<typeof searchInfoSchema>;
export type Whodis = z.infer<typeof whodisSchema>;
export type Dealer = z.infer<typeof dealerSchema>;
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;
export type DealerSearchResponse = z.infer<typeof dealerSearchResponseSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

const TRUE_WORDS = new Set(["true", "y", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "n", "no", "0", ""]);

/**
 * Converts one provider flag ("Y", "N", "true", 1, true ...) to a boolean.
 * Unknown values give `undefined` so the caller can log them instead of guessing.
 */
export function providerFlag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (typeof value === "number")
    return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== "string") return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}
