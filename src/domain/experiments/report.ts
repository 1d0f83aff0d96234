import { ALPHA, compareArms, MIN_CONVERSIONS, MIXING_RELATIVE_SD, sampleRatioPValue, SRM_P_VALUE } from './statistics'

/**
 * An experiment's results as editors read them (docs/experiments.md "What the numbers mean"): per
 * variant visitors, leads and conversion rate; for each challenger its lift over the control and the
 * difference of rates with its anytime-valid interval and p-value (src/domain/experiments/statistics.ts),
 * corrected for the number of challengers (Bonferroni); a sample-ratio check; one verdict in words.
 * Pure: the counts come from server/experiments/results.ts.
 */

export interface VariantCounts {
  key: string
  /** The configured share (relative to the other weights); 1 when not given. */
  weight?: number
  /** Visitors assigned to the variant and shown a page with it (counted once each, by the proxy). */
  visitors: number
  /** Assigned visitors who sent a lead of a kind the goal counts. */
  conversions: number
  /** Assigned visitors who clicked a tracked call to action (the secondary goal, not tested). */
  clicks: number
}

export type Outcome = 'better' | 'worse' | 'undecided'

export interface VariantResult {
  key: string
  label: string
  isControl: boolean
  weight: number
  visitors: number
  conversions: number
  /** Conversions / visitors as counted (above 1 when the counts are inconsistent: see warnings). */
  rate: number | null
  clicks: number
  clickRate: number | null
  /** rate / control's rate − 1, from the same rates shown; null for the control or a control without leads. */
  lift: number | null
  /** rate − control's rate. */
  difference: number | null
  /** Anytime-valid interval of the difference; null before MIN_CONVERSIONS in both arms. */
  interval: [number, number] | null
  /** Anytime-valid p-value, multiplied by the number of challengers (Bonferroni), at most 1. */
  pValue: number | null
  outcome: Outcome | null
}

export type VerdictKind = 'ahead' | 'control-ahead' | 'not-enough-data' | 'no-clear-winner' | 'sample-ratio-mismatch' | 'data-warning'

export interface SampleRatioCheck {
  pValue: number | null
  mismatch: boolean
  text: string
}

export interface ExperimentReport {
  variants: VariantResult[]
  verdict: { kind: VerdictKind; text: string; leader: string | null }
  srm: SampleRatioCheck
  warnings: string[]
  method: { alpha: number; comparisons: number; minConversions: number; mixingRelativeSd: number }
}

/** "b" -> "B", "control" -> "Control", "new-headline" -> "New-headline". */
export function variantLabel(key: string): string {
  return key.length <= 2 ? key.toUpperCase() : key.charAt(0).toUpperCase() + key.slice(1)
}

const formatCount = (n: number) => n.toLocaleString('en-US')

/** 0.0312 -> "3.12%". */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(2)}%`
}

/** 0.0959 -> "+9.6%", -0.02 -> "−2.0%". */
export function formatLift(lift: number | null): string {
  if (lift === null) return '–'
  const text = `${(Math.abs(lift) * 100).toFixed(1)}%`
  return lift < 0 ? `−${text}` : `+${text}`
}

/** A difference of rates in percentage points: 0.0062 -> "+0.62 pts". */
export function formatPoints(difference: number | null): string {
  if (difference === null) return '–'
  const text = `${(Math.abs(difference) * 100).toFixed(2)} pts`
  return difference < 0 ? `−${text}` : `+${text}`
}

export function formatInterval(interval: [number, number] | null, format: (n: number) => string): string {
  return interval ? `${format(interval[0])} to ${format(interval[1])}` : '–'
}

/** "0.003"; below 0.001, "< 0.001". */
export function formatPValue(p: number | null): string {
  if (p === null) return '–'
  return p < 0.001 ? '< 0.001' : p.toFixed(3)
}

function sampleRatio(variants: readonly VariantResult[]): SampleRatioCheck {
  const pValue = sampleRatioPValue(variants)
  if (pValue === null) return { pValue, mismatch: false, text: 'Visitor split: nothing to check yet.' }
  const split = variants.map((v) => `${v.label} ${formatCount(v.visitors)}`).join(', ')
  if (pValue < SRM_P_VALUE) {
    return {
      pValue,
      mismatch: true,
      text: `Sample ratio mismatch: the visitors (${split}) do not match the configured shares (p ${formatPValue(pValue)}). Something counts or assigns visitors unevenly; no verdict until it is found.`,
    }
  }
  return { pValue, mismatch: false, text: `Visitor split matches the configured shares (p ${formatPValue(pValue)}).` }
}

function verdict(variants: readonly VariantResult[], srm: SampleRatioCheck, inconsistent: readonly VariantResult[]): ExperimentReport['verdict'] {
  const [control, ...challengers] = variants
  if (!control || !challengers.length) return { kind: 'not-enough-data', text: 'Not enough data yet: the experiment needs at least two variants.', leader: null }
  if (inconsistent.length) {
    return { kind: 'data-warning', text: `No verdict: ${inconsistent.map((v) => v.label).join(', ')} counted more leads than visitors, so the counts need checking first.`, leader: null }
  }
  if (srm.mismatch) return { kind: 'sample-ratio-mismatch', text: 'No verdict: the visitor split does not match the configured shares (sample ratio mismatch).', leader: null }
  const short = variants.filter((v) => v.conversions < MIN_CONVERSIONS)
  if (short.length) {
    return {
      kind: 'not-enough-data',
      text: `Not enough data yet: a verdict needs at least ${MIN_CONVERSIONS} leads in every variant (${variants.map((v) => `${v.label} ${formatCount(v.conversions)}`).join(', ')}).`,
      leader: null,
    }
  }
  const better = challengers.filter((v) => v.outcome === 'better').sort((a, b) => (b.difference ?? 0) - (a.difference ?? 0))
  const best = better[0]
  if (best) {
    return {
      kind: 'ahead',
      text: `${best.label} is ahead of the control: ${formatLift(best.lift)} (${formatPoints(best.difference)}, anytime-valid 95% interval ${formatInterval(best.interval, formatPoints)}).`,
      leader: best.key,
    }
  }
  if (challengers.every((v) => v.outcome === 'worse')) {
    return { kind: 'control-ahead', text: `The control is ahead of ${challengers.length > 1 ? 'every variant' : challengers[0]!.label}: no challenger converts as well.`, leader: control.key }
  }
  const worse = challengers.filter((v) => v.outcome === 'worse')
  return {
    kind: 'no-clear-winner',
    text:
      'No variant is ahead with confidence yet: every interval still includes no difference.' +
      (worse.length ? ` ${worse.map((v) => v.label).join(', ')} ${worse.length > 1 ? 'are' : 'is'} behind the control.` : ''),
    leader: null,
  }
}

/** The report for variants in the experiment's order (the first is the control). */
export function experimentReport(counts: readonly VariantCounts[]): ExperimentReport {
  const control = counts[0]
  const comparisons = Math.max(1, counts.length - 1)
  const alpha = ALPHA / comparisons
  const warnings: string[] = []
  const variants = counts.map((v, index): VariantResult => {
    const isControl = index === 0
    const rate = v.visitors > 0 ? v.conversions / v.visitors : null
    const controlRate = control && control.visitors > 0 ? control.conversions / control.visitors : null
    const base: VariantResult = {
      key: v.key,
      label: isControl ? 'Control' : variantLabel(v.key),
      isControl,
      weight: v.weight ?? 1,
      visitors: v.visitors,
      conversions: v.conversions,
      rate,
      clicks: v.clicks,
      clickRate: v.visitors > 0 ? v.clicks / v.visitors : null,
      lift: null,
      difference: null,
      interval: null,
      pValue: null,
      outcome: null,
    }
    if (isControl || !control || rate === null || controlRate === null) return base
    // No lift against a control without leads: any ratio to zero is noise (0 against 0 is not −70%).
    const lift = controlRate > 0 ? rate / controlRate - 1 : null
    const comparison = compareArms(control, v, alpha)
    if (!comparison) return { ...base, lift, difference: rate - controlRate }
    const [lo, hi] = comparison.interval
    return {
      ...base,
      lift,
      difference: comparison.difference,
      interval: comparison.interval,
      pValue: Math.min(1, comparison.pValue * comparisons),
      outcome: lo > 0 ? 'better' : hi < 0 ? 'worse' : 'undecided',
    }
  })
  const inconsistent = variants.filter((v) => v.conversions > v.visitors)
  for (const v of inconsistent) {
    warnings.push(`${v.label}: ${formatCount(v.conversions)} leads but only ${formatCount(v.visitors)} visitors. Leads are counted from visitors the site assigned, so this should not happen; check the counts.`)
  }
  const srm = sampleRatio(variants)
  if (srm.mismatch) warnings.push(srm.text)
  // While a check fails, nothing reads as a result: intervals and p-values stay, the outcomes go.
  const withheld = srm.mismatch || inconsistent.length > 0
  return {
    variants: withheld ? variants.map((v) => ({ ...v, outcome: null })) : variants,
    verdict: verdict(variants, srm, inconsistent),
    srm,
    warnings,
    method: { alpha: ALPHA, comparisons, minConversions: MIN_CONVERSIONS, mixingRelativeSd: MIXING_RELATIVE_SD },
  }
}
