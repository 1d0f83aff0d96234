import type { RebateLookup } from '@/domain/rebates/lookupView'

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

export function rebateLookupUrl(brandCode: string, zip: string): string {
  const params = new URLSearchParams({ zip, pageSize: '1' })
  return `/api/search/${encodeURIComponent(brandCode)}/productRebateDetails.json?${params.toString()}`
}

/**
 * Our own rebate API; throws on a network failure, a non-ok answer or an answer of the wrong shape.
 * The answer's schema (zod) loads with the first lookup, beside the request, not with the page: a page
 * with a rebate block (or a linked search the server already answered) has no use for it before.
 */
export async function fetchRebates(brandCode: string, zip: string, signal?: AbortSignal): Promise<RebateLookup> {
  const answer = import('@/domain/rebates/lookupAnswer')
  answer.catch(() => undefined) // awaited below; a failed request must not leave it unhandled
  const response = await fetch(rebateLookupUrl(brandCode, zip), { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Rebate lookup failed: ${response.status}`)
  const [{ toRebateLookup }, body] = await Promise.all([answer, response.json()])
  return toRebateLookup(body)
}
