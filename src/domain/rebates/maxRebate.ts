import { dateWindowIncludes, toIsoDate } from './dates'
import { geographyCovers, normalizeUtilityName, utilityAllows } from './geography'
import { normalizeRebatePostalCode } from '../geo/postalCode'
import {
  CURRENCY_BY_COUNTRY,
  REBATE_ITEMS,
  REFERENCE_QUANTITY,
  type Currency,
  type HouseholdIncomeTier,
  type MaxRebateResult,
  type OfferIncomeTier,
  type OwnerStatus,
  type ProductRebateDetailsResponse,
  type RebateItem,
  type RebateOffer,
  type RebatePlace,
  type RebateProgram,
  type RebateProgramSummary,
} from './types'

/*
 * "Up to $X" for a place, without double counting (docs: research/rebates.md):
 * candidates -> one scenario per equipment item -> prerequisites, exclusions, exclusive groups
 * -> value each offer -> combination caps -> headline = the best scenario.
 */

/**
 * Which household tiers an offer's income test admits. Income limits are ceilings,
 * so a low-income household also qualifies for moderate-income offers; market rate only for `any`.
 */
const ADMITTED_TIERS: Record<OfferIncomeTier, readonly HouseholdIncomeTier[]> = {
  any: ['market', 'moderate', 'low'],
  moderate: ['moderate', 'low'],
  low: ['low'],
}

export function incomeTierQualifies(offerTier: OfferIncomeTier, household: HouseholdIncomeTier): boolean {
  return ADMITTED_TIERS[offerTier].includes(household)
}

/**
 * Whole dollars an offer counts for in the headline:
 * - a stated representative amount wins;
 * - dollar_amount: its number (never above a stated maximum);
 * - percent: its maximum, because the cost is unknown; an uncapped percent counts 0;
 * - dollars_per_unit: number x the reference size (3 tons, 3.6 x 10k Btu/h, 1 unit), capped at the maximum.
 */
export function valueOffer(offer: Pick<RebateOffer, 'amount'>): number {
  const { type, number, unit, maximum, representative } = offer.amount
  const capped = (value: number) => (maximum === undefined ? value : Math.min(value, maximum))
  let value: number
  if (representative !== undefined) value = representative
  else if (type === 'dollar_amount') value = capped(number)
  else if (type === 'percent') value = maximum ?? 0
  else value = unit === null ? 0 : capped(number * REFERENCE_QUANTITY[unit])
  return Math.max(0, Math.round(value))
}

export interface EligibleOffer {
  offer: RebateOffer
  program: RebateProgram
}

export interface EligibleOffersInput {
  place: RebatePlace
  programs: readonly RebateProgram[]
  offers: readonly RebateOffer[]
  /** YYYY-MM-DD (the visitor's local date) or a Date read in UTC. */
  today: Date | string
  incomeTier?: HouseholdIncomeTier
  /** Visitors are homeowners unless told otherwise. */
  ownerStatus?: OwnerStatus
}

/**
 * Offers that can apply today at the place: program active (paused, waitlist and closed never count),
 * dates include today, geography and utility cover the place, currency of the place's country,
 * income tier and owner status admitted.
 */
export function eligibleOffers({
  place,
  programs,
  offers,
  today,
  incomeTier = 'market',
  ownerStatus = 'homeowner',
}: EligibleOffersInput): EligibleOffer[] {
  const day = toIsoDate(today)
  const currency = CURRENCY_BY_COUNTRY[place.country]
  const programById = new Map(programs.map((program) => [program.id, program]))
  const result: EligibleOffer[] = []
  for (const offer of offers) {
    const program = programById.get(offer.programId)
    if (!program || program.status !== 'active') continue
    if (offer.currency !== currency) continue
    if (!dateWindowIncludes(day, offer.startDate, offer.endDate)) continue
    if (!geographyCovers(offer.geography, place) || !utilityAllows(offer.geography, place)) continue
    if (!incomeTierQualifies(offer.incomeTier, incomeTier)) continue
    if (!offer.ownerStatus.includes(ownerStatus)) continue
    result.push({ offer, program })
  }
  return result
}

interface ScenarioOutcome {
  total: number
  /** Kept offers with what each contributes after caps, in contribution order. */
  contributions: Array<{ entry: EligibleOffer; value: number }>
}

const byValueThenId = (a: { value: number; id: string }, b: { value: number; id: string }) =>
  b.value - a.value || a.id.localeCompare(b.id)

/** Prerequisites, exclusions and exclusive groups, repeated until nothing more drops out. */
function resolveRelationships(entries: readonly EligibleOffer[]): EligibleOffer[] {
  let kept = [...entries]
  for (;;) {
    const before = kept.length
    let ids = new Set(kept.map((e) => e.offer.id))

    kept = kept.filter((e) => (e.offer.prerequisites ?? []).every((id) => ids.has(id)))
    ids = new Set(kept.map((e) => e.offer.id))

    // A supersedes B: B drops when an A that itself survives is present. Cycles are broken by ignoring the back edge.
    const excluders = new Map<string, string[]>()
    for (const e of kept) {
      for (const target of e.offer.excludes ?? []) {
        if (ids.has(target)) excluders.set(target, [...(excluders.get(target) ?? []), e.offer.id])
      }
    }
    const survives = new Map<string, boolean>()
    const visiting = new Set<string>()
    const isKept = (id: string): boolean => {
      const known = survives.get(id)
      if (known !== undefined) return known
      if (visiting.has(id)) return true
      visiting.add(id)
      const result = !(excluders.get(id) ?? []).some(isKept)
      visiting.delete(id)
      survives.set(id, result)
      return result
    }
    kept = kept.filter((e) => isKept(e.offer.id))

    const bestOfGroup = new Map<string, { value: number; id: string }>()
    for (const e of kept) {
      const group = e.offer.exclusiveGroup
      if (group === undefined) continue
      const candidate = { value: valueOffer(e.offer), id: e.offer.id }
      const best = bestOfGroup.get(group)
      if (!best || byValueThenId(candidate, best) < 0) bestOfGroup.set(group, candidate)
    }
    kept = kept.filter((e) => e.offer.exclusiveGroup === undefined || bestOfGroup.get(e.offer.exclusiveGroup)?.id === e.offer.id)

    if (kept.length === before) return kept
  }
}

/** Values the offers of one equipment scenario; a combination cap is filled largest offer first. */
function evaluateScenario(entries: readonly EligibleOffer[]): ScenarioOutcome {
  const kept = resolveRelationships(entries)
  const valued = kept
    .map((entry) => ({ entry, value: valueOffer(entry.offer), id: entry.offer.id }))
    .sort(byValueThenId)

  const capRemaining = new Map<string, number>()
  for (const { entry } of valued) {
    const cap = entry.offer.combinationCap
    if (!cap) continue
    const max = Math.round(cap.maxValue)
    capRemaining.set(cap.groupId, Math.min(capRemaining.get(cap.groupId) ?? max, max))
  }

  const contributions = valued.map(({ entry, value }) => {
    const cap = entry.offer.combinationCap
    if (!cap) return { entry, value }
    const remaining = capRemaining.get(cap.groupId) ?? 0
    const allowed = Math.min(value, remaining)
    capRemaining.set(cap.groupId, remaining - allowed)
    return { entry, value: allowed }
  })
  contributions.sort((a, b) => b.value - a.value || a.entry.offer.id.localeCompare(b.entry.offer.id))
  return { total: contributions.reduce((sum, c) => sum + c.value, 0), contributions }
}

/**
 * A home has one utility of each kind: when utility offers for several utilities match and the visitor's utility
 * is unknown, each utility is its own variant and the best one is the headline ("depending on your utility").
 */
function utilityVariants(entries: readonly EligibleOffer[]): Array<{ utilityName?: string; entries: EligibleOffer[] }> {
  const names = new Map<string, string>()
  for (const e of entries) {
    for (const name of e.offer.geography.utilityNames ?? []) {
      const key = normalizeUtilityName(name)
      if (!names.has(key)) names.set(key, name)
    }
  }
  if (names.size === 0) return [{ entries: [...entries] }]
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, utilityName]) => ({
      utilityName,
      entries: entries.filter((e) => {
        const utilities = e.offer.geography.utilityNames ?? []
        return utilities.length === 0 || utilities.some((name) => normalizeUtilityName(name) === key)
      }),
    }))
}

function summarizePrograms(contributions: ScenarioOutcome['contributions']): RebateProgramSummary[] {
  const byProgram = new Map<string, RebateProgramSummary & { bestOfferValue: number }>()
  for (const { entry, value } of contributions) {
    const existing = byProgram.get(entry.program.id)
    if (!existing) {
      byProgram.set(entry.program.id, {
        id: entry.program.id,
        name: entry.program.name,
        amountLabel: entry.offer.amountLabel,
        homeURL: entry.program.url,
        value,
        bestOfferValue: value,
      })
      continue
    }
    existing.value += value
    if (value > existing.bestOfferValue) {
      existing.bestOfferValue = value
      existing.amountLabel = entry.offer.amountLabel
    }
  }
  return [...byProgram.values()]
    .map(({ bestOfferValue: _unused, ...summary }) => summary)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
}

export type MaxRebateInput = EligibleOffersInput

/**
 * The most a household at `place` can receive for one equipment choice today, with that choice's programs.
 * Alternative systems are never added together; ties go to the earlier item of REBATE_ITEMS.
 */
export function maxRebateForPlace(input: MaxRebateInput): MaxRebateResult {
  const currency = CURRENCY_BY_COUNTRY[input.place.country]
  const candidates = eligibleOffers(input)

  let best: { item: RebateItem; utilityName?: string; outcome: ScenarioOutcome } | undefined
  for (const item of REBATE_ITEMS) {
    const scenario = candidates.filter((e) => e.offer.items.includes(item))
    if (scenario.length === 0) continue
    for (const variant of utilityVariants(scenario)) {
      const outcome = evaluateScenario(variant.entries)
      if (!best || outcome.total > best.outcome.total) best = { item, utilityName: variant.utilityName, outcome }
    }
  }

  if (!best || best.outcome.total <= 0) return { currency, amount: 0, scenario: null, programs: [] }
  const result: MaxRebateResult = {
    currency,
    amount: best.outcome.total,
    scenario: best.item,
    programs: summarizePrograms(best.outcome.contributions),
  }
  const usesUtilityOffer = best.outcome.contributions.some((c) => (c.entry.offer.geography.utilityNames ?? []).length > 0)
  if (best.utilityName !== undefined && usesUtilityOffer) result.utilityName = best.utilityName
  return result
}

/** "$8,500": whole dollars with thousands separators (Canadian amounts are written with $ too; units say CAD). */
export function formatRebateAmount(amount: number, _currency: Currency): string {
  const whole = Math.round(Math.abs(amount))
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 && whole > 0 ? '-' : ''}$${digits}`
}

/** The productRebateDetails.json shape the rebate widget reads (pageSize 1: the headline scenario only). */
export function toProductRebateDetailsResponse(
  result: MaxRebateResult,
  place: RebatePlace,
): ProductRebateDetailsResponse {
  const city = place.city.trim()
  const state = place.state.trim().toUpperCase()
  const postal = normalizeRebatePostalCode(place.country, place.postalCode)
  return {
    area: {
      city,
      state,
      zipCode: postal === '' ? place.postalCode.trim() : postal,
      cityState: [city, state].filter((part) => part !== '').join(', '),
    },
    pageIdx: 0,
    pageSize: 1,
    productRebateDetails:
      result.programs.length === 0 || result.amount <= 0
        ? []
        : [
            {
              maxRebate: { amount: Math.round(result.amount), units: result.currency },
              maxRebateAmountLabel: formatRebateAmount(result.amount, result.currency),
              rebatePrograms: result.programs.map(({ id, name, amountLabel, homeURL }) => ({
                id,
                name,
                amountLabel,
                homeURL,
              })),
            },
          ],
  }
}
