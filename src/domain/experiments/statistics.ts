/**
 * Beta-Binomial statistics for experiment results, deterministic (no random draws): the same counts
 * always give the same figures. Each variant's conversion rate has the posterior Beta(1 + x, 1 + n - x)
 * (uniform prior, x conversions of n visitors). References in docs/experiments.md:
 * - equal-tailed posterior intervals: Gelman et al., Bayesian Data Analysis, 3rd ed. (2013), section 2.4;
 * - probability that B beats A, exact: Evan Miller, "Formulas for Bayesian A/B Testing" (2015);
 * - visitors needed to detect a lift: Fleiss, Levin & Paik, Statistical Methods for Rates and
 *   Proportions, 3rd ed. (2003), chapter 4 (two proportions, normal approximation, no continuity correction).
 */

export interface BetaPosterior {
  alpha: number
  beta: number
}

/** Posterior of a rate after `conversions` of `visitors`, from a uniform prior. */
export function posterior(visitors: number, conversions: number): BetaPosterior {
  const n = Math.max(0, Math.floor(visitors))
  const x = Math.min(n, Math.max(0, Math.floor(conversions)))
  return { alpha: 1 + x, beta: 1 + n - x }
}

export function betaMean({ alpha, beta }: BetaPosterior): number {
  return alpha / (alpha + beta)
}

export function betaSd({ alpha, beta }: BetaPosterior): number {
  const s = alpha + beta
  return Math.sqrt((alpha * beta) / (s * s * (s + 1)))
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

export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b)
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const TINY = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m <= 100_000; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return h
}

/** Regularized incomplete beta I_x(a, b): the Beta(a, b) distribution function at x. */
export function betaCdf(x: number, a: number, b: number): number {
  if (!(x > 0)) return 0
  if (x >= 1) return 1
  const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - logBeta(a, b))
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b
}

/** The p-quantile of Beta(a, b), by bisection (the distribution function is monotone). */
export function betaQuantile(p: number, a: number, b: number): number {
  if (p <= 0) return 0
  if (p >= 1) return 1
  let lo = 0
  let hi = 1
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2
    if (betaCdf(mid, a, b) < p) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

/** Central 95% posterior interval of a rate. */
export function credibleInterval(p: BetaPosterior, level = 0.95): [number, number] {
  const tail = (1 - level) / 2
  return [betaQuantile(tail, p.alpha, p.beta), betaQuantile(1 - tail, p.alpha, p.beta)]
}

/**
 * P(rate of B > rate of A), exact for an integer `alpha` of B (which a uniform prior and whole counts
 * give): the sum of Evan Miller's closed form, one term per conversion of B, each in logs.
 */
export function probabilityToBeat(b: BetaPosterior, a: BetaPosterior): number {
  if (!Number.isInteger(b.alpha)) throw new Error('probabilityToBeat needs a whole alpha for B')
  const base = -logBeta(a.alpha, a.beta)
  let total = 0
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(base + logBeta(a.alpha + i, a.beta + b.beta) - Math.log(b.beta + i) - logBeta(1 + i, b.beta))
  }
  return Math.min(1, Math.max(0, total))
}

/**
 * The distribution of the ratio rate(B) / rate(A) as a function: P(ratio <= r) = ∫ f_A(t) I_{r t}(B) dt,
 * integrated with Simpson's rule over A's posterior (its mean ± 12 standard deviations, inside [0, 1]).
 * Deterministic, and accurate to about 1e-6 for the posteriors experiments produce.
 */
export function ratioCdf(b: BetaPosterior, a: BetaPosterior, intervals = 240): (r: number) => number {
  const mean = betaMean(a)
  const sd = betaSd(a)
  const lo = Math.max(0, mean - 12 * sd)
  const hi = Math.min(1, mean + 12 * sd)
  const step = (hi - lo) / intervals
  const points: number[] = []
  const weights: number[] = []
  const logNorm = logBeta(a.alpha, a.beta)
  for (let i = 0; i <= intervals; i++) {
    const t = lo + i * step
    const simpson = i === 0 || i === intervals ? 1 : i % 2 === 1 ? 4 : 2
    const density = t <= 0 || t >= 1 ? 0 : Math.exp((a.alpha - 1) * Math.log(t) + (a.beta - 1) * Math.log1p(-t) - logNorm)
    points.push(t)
    weights.push((simpson * step * density) / 3)
  }
  const mass = weights.reduce((s, w) => s + w, 0)
  return (r: number) => {
    if (r <= 0) return 0
    let total = 0
    for (let i = 0; i < points.length; i++) if (weights[i]! > 0) total += weights[i]! * betaCdf(r * points[i]!, b.alpha, b.beta)
    return Math.min(1, Math.max(0, total / mass))
  }
}

/** Central 95% posterior interval of the relative lift rate(B) / rate(A) - 1. */
export function liftInterval(b: BetaPosterior, a: BetaPosterior, level = 0.95): [number, number] {
  const cdf = ratioCdf(b, a)
  const tail = (1 - level) / 2
  // Start from the delta-method normal approximation of the ratio, widened until it brackets the quantile.
  const ratio = betaMean(b) / betaMean(a)
  const spread = ratio * Math.hypot(betaSd(a) / betaMean(a), betaSd(b) / betaMean(b))
  const quantile = (p: number) => {
    const guess = ratio + (p < 0.5 ? -1 : 1) * 2 * spread
    let lo = Math.max(0, guess - spread)
    let hi = guess + spread
    for (let i = 0; i < 60 && lo > 0 && cdf(lo) > p; i++) lo = Math.max(0, lo - spread * 2 ** i)
    for (let i = 0; i < 60 && cdf(hi) < p; i++) hi += spread * 2 ** i
    for (let i = 0; i < 60 && (hi - lo) / Math.max(hi, 1e-9) > 1e-6; i++) {
      const mid = (lo + hi) / 2
      if (cdf(mid) < p) lo = mid
      else hi = mid
    }
    return (lo + hi) / 2
  }
  return [quantile(tail) - 1, quantile(1 - tail) - 1]
}

/** Standard normal quantiles for a two-sided 5% test and 80% power. */
export const Z_TWO_SIDED_95 = 1.959963984540054
export const Z_POWER_80 = 0.8416212335729143

/**
 * Visitors per variant needed to detect a relative lift of `lift` over a baseline rate `p1`
 * (5% two-sided significance, 80% power): n = (z_a sqrt(2 p q) + z_b sqrt(p1 q1 + p2 q2))^2 / (p2 - p1)^2,
 * with p2 = p1 (1 + lift) and p the mean of p1 and p2. Null when the baseline allows no such lift.
 */
export function visitorsToDetect(p1: number, lift = 0.1): number | null {
  const p2 = p1 * (1 + lift)
  if (!(p1 > 0) || !(p2 < 1)) return null
  const p = (p1 + p2) / 2
  const root = Z_TWO_SIDED_95 * Math.sqrt(2 * p * (1 - p)) + Z_POWER_80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
  return Math.ceil((root * root) / ((p2 - p1) * (p2 - p1)))
}
