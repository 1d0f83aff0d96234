/**
 * Always-valid statistics for experiment results (docs/experiments.md "What the numbers mean").
 * Deterministic: the same counts always give the same figures.
 *
 * The comparison of a challenger with the control is the mixture sequential probability ratio test
 * (mSPRT) of Johari, Pekelis & Walsh, "Always valid inference: continuous monitoring of A/B tests"
 * (Operations Research 70(3), 2022), with a normal mixture N(0, τ²) over the difference of conversion
 * rates and the normal approximation of that difference. Its likelihood ratio is a (nonnegative)
 * martingale under "no difference", so by Ville's inequality the chance that it ever reaches 1/α,
 * however often it is read, is at most α. The interval is the matching confidence sequence: every
 * difference δ that the same test would not reject, which holds the true difference at every look at
 * once with chance at least 1 − α.
 */

/** Error rate of every verdict and interval, over all looks together. */
export const ALPHA = 0.05
/**
 * No interval and no verdict before each compared arm has this many conversions: the normal
 * approximation behind the test over-covers (and at a handful of leads mis-rejects) below it.
 */
export const MIN_CONVERSIONS = 30
/**
 * The mixing standard deviation τ as a share of the pooled conversion rate: differences of about
 * ±15% of the rate are what the test is most sensitive to. At a 3% rate and 20,000 visitors per
 * arm this puts the threshold at about 3.0 standard errors, close to the smallest the normal mixture
 * allows at that size; a smaller τ waits longer for small lifts, a larger one spends power early.
 */
export const MIXING_RELATIVE_SD = 0.15
/** Sample-ratio mismatch: a chi-square p-value below this means the split is not the one configured. */
export const SRM_P_VALUE = 0.001

export interface Arm {
  visitors: number
  conversions: number
}

export interface SequentialComparison {
  /** Rate of the challenger minus rate of the control (0.006 is 0.6 percentage points). */
  difference: number
  /** Anytime-valid p-value: the chance, under no difference, that the ratio would ever be this large. */
  pValue: number
  /** Anytime-valid (1 − α) interval of the difference. */
  interval: [number, number]
  /** The mixing variance used (τ²). */
  tau2: number
}

const rate = (arm: Arm) => arm.conversions / arm.visitors

/** Variance of the observed difference of two rates (normal approximation). */
export function differenceVariance(control: Arm, challenger: Arm): number {
  const a = rate(control)
  const b = rate(challenger)
  return (a * (1 - a)) / control.visitors + (b * (1 - b)) / challenger.visitors
}

/**
 * ln of the normal-mixture likelihood ratio for an observed difference `d` (minus the hypothesised
 * `delta`) with variance `v`: ½ ln(v / (v + τ²)) + (d − δ)² τ² / (2 v (v + τ²)).
 */
export function mixtureLogRatio(d: number, v: number, tau2: number, delta = 0): number {
  const e = d - delta
  return 0.5 * Math.log(v / (v + tau2)) + (e * e * tau2) / (2 * v * (v + tau2))
}

/** Half-width of the confidence sequence: the δ with mixtureLogRatio = ln(1/α). */
export function confidenceHalfWidth(v: number, tau2: number, alpha = ALPHA): number {
  return Math.sqrt(((2 * v * (v + tau2)) / tau2) * (Math.log(1 / alpha) + 0.5 * Math.log((v + tau2) / v)))
}

/**
 * The challenger against the control at level `alpha`, or null while either arm has fewer than
 * MIN_CONVERSIONS, more conversions than visitors, or no variance to speak of.
 */
export function compareArms(control: Arm, challenger: Arm, alpha = ALPHA): SequentialComparison | null {
  for (const arm of [control, challenger]) {
    if (!(arm.visitors > 0) || arm.conversions < MIN_CONVERSIONS || arm.conversions > arm.visitors) return null
  }
  const v = differenceVariance(control, challenger)
  if (!(v > 0)) return null
  const pooled = (control.conversions + challenger.conversions) / (control.visitors + challenger.visitors)
  const tau = MIXING_RELATIVE_SD * pooled
  const tau2 = tau * tau
  const difference = rate(challenger) - rate(control)
  const logRatio = mixtureLogRatio(difference, v, tau2)
  const half = confidenceHalfWidth(v, tau2, alpha)
  return { difference, pValue: Math.min(1, Math.exp(-logRatio)), interval: [difference - half, difference + half], tau2 }
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos, g = 7; relative error about 1e-15). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = LANCZOS[0]!
  for (let i = 1; i < 9; i++) sum += LANCZOS[i]! / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** Regularized upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
export function upperGammaRegularized(a: number, x: number): number {
  if (!(x > 0)) return 1
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a))
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break
    }
    return Math.max(0, 1 - sum * front)
  }
  const TINY = 1e-300
  let b = x + 1 - a
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return Math.min(1, front * h)
}

/** P(χ² with `df` degrees of freedom ≥ x). */
export function chiSquareSurvival(x: number, df: number): number {
  return upperGammaRegularized(df / 2, x / 2)
}

/**
 * Sample-ratio mismatch: Pearson's chi-square of the visitors against the configured weights (arms
 * with weight 0 left out). Null when there is nothing to test (fewer than two weighted arms, or no
 * visitors yet).
 */
export function sampleRatioPValue(arms: readonly { visitors: number; weight: number }[]): number | null {
  const weighted = arms.filter((a) => a.weight > 0)
  const total = weighted.reduce((s, a) => s + a.visitors, 0)
  const weights = weighted.reduce((s, a) => s + a.weight, 0)
  if (weighted.length < 2 || total <= 0) return null
  let chi = 0
  for (const arm of weighted) {
    const expected = (total * arm.weight) / weights
    chi += ((arm.visitors - expected) * (arm.visitors - expected)) / expected
  }
  return chiSquareSurvival(chi, weighted.length - 1)
}

/** Wilson score interval of a proportion (for the bench's rates). */
export function wilsonInterval(successes: number, trials: number, z = 1.959963984540054): [number, number] {
  if (trials <= 0) return [0, 1]
  const p = successes / trials
  const denom = 1 + (z * z) / trials
  const centre = (p + (z * z) / (2 * trials)) / denom
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denom
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}
