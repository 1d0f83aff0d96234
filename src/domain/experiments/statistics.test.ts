import { describe, expect, it } from 'vitest'
import {
  betaCdf,
  betaMean,
  betaQuantile,
  betaSd,
  credibleInterval,
  liftInterval,
  logGamma,
  posterior,
  probabilityToBeat,
  ratioCdf,
  visitorsToDetect,
} from './statistics'

describe('Beta-Binomial statistics', () => {
  it('logGamma matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12)
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 11)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12)
  })

  it('betaCdf: closed forms of small Betas', () => {
    // Beta(2, 1) has density 2x, so I_x = x²; Beta(1, 3): 1 - (1 - x)³.
    expect(betaCdf(0.3, 2, 1)).toBeCloseTo(0.09, 12)
    expect(betaCdf(0.3, 1, 3)).toBeCloseTo(1 - 0.7 ** 3, 12)
    expect(betaQuantile(0.25, 2, 1)).toBeCloseTo(0.5, 9)
  })

  it('reproduces the published posterior of Bayesian Data Analysis (3rd ed., section 2.4)', () => {
    // Placenta previa: 437 girls of 980 births, uniform prior -> Beta(438, 544), "posterior mean 0.446,
    // standard deviation 0.016, central 95% posterior interval [0.415, 0.477]".
    const p = posterior(980, 437)
    expect(p).toEqual({ alpha: 438, beta: 544 })
    expect(betaMean(p)).toBeCloseTo(0.446, 3)
    expect(betaSd(p)).toBeCloseTo(0.016, 3)
    const [lo, hi] = credibleInterval(p)
    expect(lo).toBeCloseTo(0.415, 3)
    expect(hi).toBeCloseTo(0.477, 3)
  })

  it('probability to beat: cases integrated by hand', () => {
    // Same posterior: 1/2. Beta(2, 1) (density 2x) against the uniform: ∫ 2x · x dx = 2/3.
    expect(probabilityToBeat(posterior(10, 3), posterior(10, 3))).toBeCloseTo(0.5, 12)
    expect(probabilityToBeat({ alpha: 2, beta: 1 }, { alpha: 1, beta: 1 })).toBeCloseTo(2 / 3, 12)
    // Beta(2, 1) against Beta(1, 2) (density 2(1 - y)): ∫ 2x (2x - x²) dx = 4/3 - 1/2 = 5/6.
    expect(probabilityToBeat({ alpha: 2, beta: 1 }, { alpha: 1, beta: 2 })).toBeCloseTo(5 / 6, 12)
    expect(probabilityToBeat({ alpha: 1, beta: 2 }, { alpha: 2, beta: 1 })).toBeCloseTo(1 / 6, 12)
  })

  it('the exact sum and the numeric integration of the ratio agree', () => {
    for (const [nA, xA, nB, xB] of [
      [980, 437, 980, 479],
      [5000, 150, 5100, 190],
      [120, 3, 130, 9],
    ] as const) {
      const a = posterior(nA, xA)
      const b = posterior(nB, xB)
      expect(1 - ratioCdf(b, a)(1)).toBeCloseTo(probabilityToBeat(b, a), 5)
    }
  })

  it('lift interval of 479/980 against 437/980 (SciPy 1.17 quad + brentq give -0.00285 to 0.20508)', () => {
    const [lo, hi] = liftInterval(posterior(980, 479), posterior(980, 437))
    expect(lo).toBeCloseTo(-0.00285, 4)
    expect(hi).toBeCloseTo(0.20508, 4)
    expect(probabilityToBeat(posterior(980, 479), posterior(980, 437))).toBeCloseTo(0.971327, 5)
  })

  it('visitors to detect a 10% lift', () => {
    // p1 = 0.10, p2 = 0.11, p = 0.105: (1.95996·√(2·0.105·0.895) + 0.84162·√(0.09 + 0.0979))² / 0.01²
    // = (1.95996·0.43353 + 0.84162·0.43347)² / 0.0001 = (0.84970 + 0.36482)² / 0.0001 = 14,750.8 -> 14,751.
    expect(visitorsToDetect(0.1)).toBe(14751)
    expect(visitorsToDetect(0)).toBeNull()
    expect(visitorsToDetect(0.95)).toBeNull()
  })
})
