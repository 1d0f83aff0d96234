import type { z } from 'zod'
import type {
  authoritySchema,
  offerGeographySchema,
  rebateDatasetSchema,
  rebateOfferCsvRowSchema,
  rebateOfferSchema,
  rebateProgramSchema,
} from './schemas'
import type { Country, Currency, RebateItem } from './vocabulary'

/**
 * The object types of the rebate data model, inferred from the zod schemas (one source of truth),
 * and the shapes lookups answer with. The vocabulary (tuples and their types) is re-exported so
 * callers find every rebate type here.
 */
export * from './vocabulary'

export type Authority = z.output<typeof authoritySchema>
export type RebateProgram = z.output<typeof rebateProgramSchema>
export type OfferGeography = z.output<typeof offerGeographySchema>
export type RebateOffer = z.output<typeof rebateOfferSchema>
/** What a seed file or import writes before defaults are applied. */
export type RebateOfferInput = z.input<typeof rebateOfferSchema>
export type RebateDataset = z.output<typeof rebateDatasetSchema>
export type RebateDatasetInput = z.input<typeof rebateDatasetSchema>
export type RebateOfferCsvRow = z.output<typeof rebateOfferCsvRowSchema>

/**
 * The place a lookup is for. Structurally compatible with the geo area's `Place`
 * (postalCode is a 5-digit ZIP, a ZIP+4, a 3-character FSA or a full Canadian postal code).
 * `utilityNames`, when known, narrows utility-territory offers to the visitor's utilities.
 */
export interface RebatePlace {
  country: Country
  state: string
  postalCode: string
  city: string
  utilityNames?: readonly string[]
}

export interface RebateProgramSummary {
  id: string
  name: string
  amountLabel: string
  homeURL: string
  /** Whole dollars this program contributes to the headline (after caps). */
  value: number
}

export interface MaxRebateResult {
  currency: Currency
  /** Whole dollars; 0 when nothing applies. */
  amount: number
  /** The equipment choice the headline is for; null when nothing applies. */
  scenario: RebateItem | null
  /** The headline scenario's programs, largest contribution first; empty when amount is 0. */
  programs: RebateProgramSummary[]
  /** Set when the headline depends on which utility serves the home ("depending on your utility"). */
  utilityName?: string
}

/** The EcoRebates-style answer the rebate widget reads. */
export interface ProductRebateDetailsResponse {
  area: { city: string; state: string; zipCode: string; cityState: string }
  pageIdx: 0
  pageSize: 1
  productRebateDetails: Array<{
    maxRebate: { amount: number; units: Currency }
    maxRebateAmountLabel: string
    rebatePrograms: Array<{ id: string; name: string; amountLabel: string; homeURL: string }>
  }>
}
