import { experimentReport } from './report'

/**
 * Monte Carlo of the shipped method under continuous peeking (scripts/bench/experiments.ts and its
 * unit test): each run adds `step` visitors to every arm, draws their conversions at the arm's true
 * rate, and reads experimentReport at every look, as an editor checking the results daily would.
 * Seeded, so a run is repeatable.
 */

/** sfc32 (Chris Doty-Humphrey's small fast counter), seeded through splitmix32. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = split()
  let b = split()
  let c = split()
  let d = split()
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t / 4294967296
  }
}

export interface SimulationOptions {
  /** True conversion rate per arm; the first is the control. */
  rates: readonly number[]
  runs: number
  seed: number
  /** Visitors added to every arm between looks. */
  step?: number
  maxPerArm?: number
}

export interface SimulationOutcome {
  runs: number
  looks: number
  /** Runs in which some challenger was called better or worse than the control at some look. */
  anyVerdict: number
  /** Runs in which some challenger whose true rate is higher was called better at some look. */
  trueWinnerFound: number
  /** Runs in which every interval shown, at every look, held the challenger's true difference. */
  coveredAllLooks: number
  /** Runs in which at least one interval was shown. */
  withInterval: number
}

export function simulate({ rates, runs, seed, step = 200, maxPerArm = 20_000 }: SimulationOptions): SimulationOutcome {
  const random = seededRandom(seed)
  const looks = Math.floor(maxPerArm / step)
  const out: SimulationOutcome = { runs, looks, anyVerdict: 0, trueWinnerFound: 0, coveredAllLooks: 0, withInterval: 0 }
  const keys = rates.map((_, i) => (i === 0 ? 'control' : String.fromCharCode(97 + i)))
  for (let run = 0; run < runs; run++) {
    const conversions = rates.map(() => 0)
    let verdict = false
    let found = false
    let covered = true
    let shown = false
    for (let look = 1; look <= looks; look++) {
      for (let arm = 0; arm < rates.length; arm++) {
        const p = rates[arm]!
        let x = 0
        for (let i = 0; i < step; i++) if (random() < p) x++
        conversions[arm]! += x
      }
      const visitors = look * step
      const report = experimentReport(keys.map((key, arm) => ({ key, visitors, conversions: conversions[arm]!, clicks: 0 })))
      report.variants.forEach((v, arm) => {
        if (v.isControl) return
        if (v.outcome === 'better' || v.outcome === 'worse') verdict = true
        if (v.outcome === 'better' && rates[arm]! > rates[0]!) found = true
        if (v.interval) {
          shown = true
          const truth = rates[arm]! - rates[0]!
          if (truth < v.interval[0] || truth > v.interval[1]) covered = false
        }
      })
    }
    if (verdict) out.anyVerdict++
    if (found) out.trueWinnerFound++
    if (covered) out.coveredAllLooks++
    if (shown) out.withInterval++
  }
  return out
}
