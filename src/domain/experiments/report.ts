import {
  betaMean,
  credibleInterval,
  liftInterval,
  posterior,
  probabilityToBeat,
  visitorsToDetect,
} from './statistics'

/**
 * An experiment's results as editors read them: per variant visitors, leads, conversion rate with
 * its 95% interval, lift against the control with its interval, the chance to beat the control,
 * and one verdict in words. Pure: the counts come from server/experiments/results.ts.
 */

export interface VariantCounts {
  key: string
  /** Visitors assigned to the variant (counted once each, by the proxy). */
  visitors: number
  /** Assigned visitors who sent a lead. */
  conversions: number
  /** Assigned visitors who clicked a tracked call to action (the secondary goal). */
  clicks: number
}

export interface RateResult {
  count: number
  rate: number | null
  interval: [number, number] | null
  /** Relative to the control's rate: 0.1 is 10% more. Null for the control itself. */
  lift: number | null
  liftInterval: [number, number] | null
  chanceToBeatControl: number | null
}

export interface VariantResult {
  key: string
  label: string
  isControl: boolean
  visitors: number
  leads: RateResult
  clicks: RateResult
}

export type VerdictKind = 'ahead' | 'control-ahead' | 'not-enough-data' | 'no-clear-winner'

export interface ExperimentReport {
  variants: VariantResult[]
  verdict: { kind: VerdictKind; text: string; leader: string | null }
}

/** Above this chance a variant is called ahead of the control (and below 1 minus it, behind). */
export const DECISION_CHANCE = 0.95
/** No verdict before every variant has this many visitors, however lopsided the first leads look. */
export const MIN_VISITORS = 100
/** The lift the "not enough data" estimate is for. */
export const DETECTABLE_LIFT = 0.1

/** "b" -> "B", "control" -> "Control", "new-headline" -> "New-headline". */
export function variantLabel(key: string): string {
  return key.length <= 2 ? key.toUpperCase() : key.charAt(0).toUpperCase() + key.slice(1)
}

/** Whole percent, never rounded up to a certainty the data does not give (97.9% -> 97%). */
export function percentFloor(p: number): number {
  return Math.floor(p * 100 + 1e-9)
}

/** "97%"; above 99%, "over 99%" (a posterior is never a certainty). */
export function chanceText(p: number): string {
  return p > 0.99 ? 'over 99%' : `${percentFloor(p)}%`
}

/** Rounded up to two significant digits: an estimate, not a count (1,831 -> 1,900). */
export function roughUp(n: number): number {
  if (n < 100) return Math.ceil(n)
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1)
  return Math.ceil(n / unit) * unit
}

function rateResult(visitors: number, count: number, control: { visitors: number; count: number } | null): RateResult {
  const capped = Math.min(count, visitors)
  if (visitors <= 0) return { count, rate: null, interval: null, lift: null, liftInterval: null, chanceToBeatControl: null }
  const own = posterior(visitors, capped)
  const base: RateResult = { count, rate: capped / visitors, interval: credibleInterval(own), lift: null, liftInterval: null, chanceToBeatControl: null }
  if (!control || control.visitors <= 0) return base
  const reference = posterior(control.visitors, Math.min(control.count, control.visitors))
  return {
    ...base,
    lift: betaMean(own) / betaMean(reference) - 1,
    liftInterval: liftInterval(own, reference),
    chanceToBeatControl: probabilityToBeat(own, reference),
  }
}

const formatCount = (n: number) => n.toLocaleString('en-US')

function verdict(variants: VariantResult[]): ExperimentReport['verdict'] {
  const [control, ...challengers] = variants
  if (!control || !challengers.length) return { kind: 'not-enough-data', text: 'Not enough data: the experiment needs at least two variants.', leader: null }
  const fewest = Math.min(...variants.map((v) => v.visitors))
  const needed = () => {
    const baseline = control.leads.count > 0 && control.visitors > 0 ? Math.min(control.leads.count, control.visitors) / control.visitors : null
    const perVariant = baseline === null ? null : visitorsToDetect(baseline, DETECTABLE_LIFT)
    return perVariant === null ? null : Math.max(0, perVariant - fewest)
  }
  const notEnough = (): ExperimentReport['verdict'] => {
    if (control.leads.count <= 0) return { kind: 'not-enough-data', text: 'Not enough data: no leads yet from visitors of the control.', leader: null }
    const more = needed()
    // A control converting so well that 10% more is impossible: only the minimum applies.
    if (more === null) {
      return { kind: 'not-enough-data', text: `Not enough data: about ${formatCount(Math.max(MIN_VISITORS - fewest, 1))} more visitors per variant before a verdict`, leader: null }
    }
    return {
      kind: 'not-enough-data',
      text: `Not enough data: about ${formatCount(roughUp(Math.max(more, MIN_VISITORS - fewest, 1)))} more visitors per variant to detect a ${Math.round(DETECTABLE_LIFT * 100)}% lift`,
      leader: null,
    }
  }
  if (fewest < MIN_VISITORS) return notEnough()
  const best = challengers.reduce((a, b) => ((b.leads.chanceToBeatControl ?? 0) > (a.leads.chanceToBeatControl ?? 0) ? b : a))
  const chance = best.leads.chanceToBeatControl ?? 0
  if (chance >= DECISION_CHANCE) {
    return { kind: 'ahead', text: `${best.label} is ahead: ${chanceText(chance)} chance it beats the control`, leader: best.key }
  }
  if (chance <= 1 - DECISION_CHANCE) {
    return { kind: 'control-ahead', text: `The control is ahead: ${chanceText(1 - chance)} chance it beats ${best.label}`, leader: control.key }
  }
  const more = needed()
  if (more === null || more > 0) return notEnough()
  return {
    kind: 'no-clear-winner',
    text: `No clear winner: ${best.label} has a ${chanceText(chance)} chance of beating the control, with enough visitors to detect a ${Math.round(DETECTABLE_LIFT * 100)}% lift; any difference is probably smaller`,
    leader: null,
  }
}

/** The report for variants in the experiment's order (the first is the control). */
export function experimentReport(counts: readonly VariantCounts[]): ExperimentReport {
  const control = counts[0]
  const variants = counts.map((v, index): VariantResult => {
    const isControl = index === 0
    const reference = (key: 'conversions' | 'clicks') => (isControl || !control ? null : { visitors: control.visitors, count: control[key] })
    return {
      key: v.key,
      label: isControl ? 'Control' : variantLabel(v.key),
      isControl,
      visitors: v.visitors,
      leads: rateResult(v.visitors, v.conversions, reference('conversions')),
      clicks: rateResult(v.visitors, v.clicks, reference('clicks')),
    }
  })
  return { variants, verdict: verdict(variants) }
}

/** 0.4459 -> "44.6%". */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`
}

/** 0.0959 -> "+9.6%", -0.02 -> "−2.0%". */
export function formatLift(lift: number | null): string {
  if (lift === null) return '–'
  const text = `${(Math.abs(lift) * 100).toFixed(1)}%`
  return lift < 0 ? `−${text}` : `+${text}`
}

export function formatInterval(interval: [number, number] | null, format: (n: number) => string): string {
  return interval ? `${format(interval[0])} to ${format(interval[1])}` : '–'
}
