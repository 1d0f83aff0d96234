import type { z } from 'zod'
import type {
  authoritySchema,
  offerAmountSchema,
  offerGeographySchema,
  rebateDatasetSchema,
  rebateOfferCsvRowSchema,
  rebateOfferSchema,
  rebateProgramSchema,
} from './schemas'

/**
 * The vocabulary of the rebate data model (after Rewiring America's open incentives data, Apache-2.0).
 * The tuples feed the zod schemas; the object types are inferred from those schemas so there is one source of truth.
 */

export const AUTHORITY_KINDS = ['federal', 'state', 'provincial', 'utility', 'local', 'brand'] as const
export type AuthorityKind = (typeof AUTHORITY_KINDS)[number]

export const PROGRAM_STATUSES = ['active', 'paused', 'waitlist', 'closed'] as const
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number]

export const REBATE_ITEMS = [
  'ducted_heat_pump',
  'ductless_heat_pump',
  'central_air_conditioner',
  'furnace',
  'boiler',
  'geothermal_heat_pump',
  'heat_pump_water_heater',
  'heat_pump_air_conditioner_heater',
  'electrical_panel',
  'electrical_wiring',
  'smart_thermostat',
  'weatherization',
  'other',
] as const
export type RebateItem = (typeof REBATE_ITEMS)[number]

export const PAYMENT_METHODS = ['rebate', 'pos_rebate', 'tax_credit', 'account_credit', 'loan'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const AMOUNT_TYPES = ['dollar_amount', 'percent', 'dollars_per_unit'] as const
export type AmountType = (typeof AMOUNT_TYPES)[number]

export const AMOUNT_UNITS = ['ton', 'btuh10k', 'unit'] as const
export type AmountUnit = (typeof AMOUNT_UNITS)[number]

export const CURRENCIES = ['USD', 'CAD'] as const
export type Currency = (typeof CURRENCIES)[number]

export const COUNTRIES = ['US', 'CA'] as const
export type Country = (typeof COUNTRIES)[number]

/** Income tier an offer is restricted to. `any` = no income test. */
export const OFFER_INCOME_TIERS = ['any', 'moderate', 'low'] as const
export type OfferIncomeTier = (typeof OFFER_INCOME_TIERS)[number]

/** Income tier of the visitor; `market` (no income qualification) is the default headline. */
export const HOUSEHOLD_INCOME_TIERS = ['market', 'moderate', 'low'] as const
export type HouseholdIncomeTier = (typeof HOUSEHOLD_INCOME_TIERS)[number]

export const OWNER_STATUSES = ['homeowner', 'renter'] as const
export type OwnerStatus = (typeof OWNER_STATUSES)[number]

export const CURRENCY_BY_COUNTRY: Record<Country, Currency> = { US: 'USD', CA: 'CAD' }

/**
 * The size a per-unit amount is multiplied by for the "up to" headline: a typical 3-ton home system
 * (36,000 Btu/h = 3.6 x 10k Btu/h) and one outdoor unit.
 */
export const REFERENCE_QUANTITY: Record<AmountUnit, number> = { ton: 3, btuh10k: 3.6, unit: 1 }

export type Authority = z.output<typeof authoritySchema>
export type RebateProgram = z.output<typeof rebateProgramSchema>
export type OfferAmount = z.output<typeof offerAmountSchema>
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
