import { z } from 'zod'
import { formatRebateAmount } from '@/domain/rebates/maxRebate'

/** Rebate lookup texts (spec sections 2, 4 and 8). */
export const REBATE_UI_TEXT = {
  noRebates: 'No rebates found for this location.',
  failure: 'Unable to retrieve savings information. Please check your Zip Code and try again.',
  /** Ours: the spec only says the rebate zip is required; this is the zip search box's wording. */
  zipRequired: 'Please enter a zipcode',
  widgetHeadline: 'Rebates and tax credits near you',
} as const

export function rebateResultsText(cityState: string, amountLabel: string): string {
  return `${cityState} homeowners receive up to ${amountLabel} in rebates, special offers, and tax credits.`
}

const programSchema = z.object({ id: z.string(), name: z.string(), amountLabel: z.string(), homeURL: z.string() })

/** The part of productRebateDetails.json the blocks read; anything else in the answer is ignored. */
export const productRebateDetailsSchema = z.object({
  area: z.object({ cityState: z.string().default('') }).loose(),
  productRebateDetails: z
    .array(
      z
        .object({
          maxRebate: z.object({ amount: z.number(), units: z.enum(['USD', 'CAD']).default('USD') }).loose(),
          rebatePrograms: z.array(programSchema).default([]),
        })
        .loose(),
    )
    .default([]),
})

export interface RebateProgramLink {
  id: string
  name: string
  amountLabel: string
  homeURL: string
}

export interface RebateLookup {
  cityState: string
  amount: number
  units: 'USD' | 'CAD'
  programs: RebateProgramLink[]
}

export type RebateView = { kind: 'results'; lookup: RebateLookup; amountLabel: string } | { kind: 'none' }

/** Results show only when the location text exists and the amount is above 0 (spec section 4 "Rebate lookup"). */
export function rebateView(lookup: RebateLookup): RebateView {
  if (lookup.cityState.trim() === '' || !(lookup.amount > 0)) return { kind: 'none' }
  return { kind: 'results', lookup, amountLabel: formatRebateAmount(lookup.amount, lookup.units) }
}

export function toRebateLookup(body: unknown): RebateLookup {
  const parsed = productRebateDetailsSchema.parse(body)
  const first = parsed.productRebateDetails[0]
  return {
    cityState: parsed.area.cityState,
    amount: first ? Math.round(first.maxRebate.amount) : 0,
    units: first?.maxRebate.units ?? 'USD',
    programs: first?.rebatePrograms ?? [],
  }
}

export function rebateLookupUrl(brandCode: string, zip: string): string {
  const params = new URLSearchParams({ zip, pageSize: '1' })
  return `/api/search/${encodeURIComponent(brandCode)}/productRebateDetails.json?${params.toString()}`
}

/** Our own rebate API; throws on a network failure, a non-ok answer or an answer of the wrong shape. */
export async function fetchRebates(brandCode: string, zip: string, signal?: AbortSignal): Promise<RebateLookup> {
  const response = await fetch(rebateLookupUrl(brandCode, zip), { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Rebate lookup failed: ${response.status}`)
  return toRebateLookup(await response.json())
}
