import { formatRebateAmount } from './maxRebate'

/** A rebate lookup as the blocks show it: what our rebate API answered for one ZIP or postal code. */
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

/** A finished lookup for a ZIP: what a linked search the server answered hands the blocks. */
export interface RebateAnswer {
  kind: 'done'
  zip: string
  view: RebateView
}
