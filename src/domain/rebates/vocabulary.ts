/**
 * The vocabulary of the rebate data model (after Rewiring America's open incentives data, Apache-2.0).
 * A leaf: the zod schemas are built from these tuples, and `types.ts` infers the object types from the schemas.
 */
import type { Country } from '../geo/country'

export const AUTHORITY_KINDS = ['federal', 'state', 'provincial', 'utility', 'local', 'brand'] as const

export const PROGRAM_STATUSES = ['active', 'paused', 'waitlist', 'closed'] as const

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

export const AMOUNT_TYPES = ['dollar_amount', 'percent', 'dollars_per_unit'] as const

export const AMOUNT_UNITS = ['ton', 'btuh10k', 'unit'] as const
export type AmountUnit = (typeof AMOUNT_UNITS)[number]

export const CURRENCIES = ['USD', 'CAD'] as const
export type Currency = (typeof CURRENCIES)[number]

export { COUNTRIES, type Country } from '../geo/country'

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
