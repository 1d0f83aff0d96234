import { describe, expect, it } from 'vitest'
import {
  ALPHA,
  chiSquareSurvival,
  compareArms,
  confidenceHalfWidth,
  logGamma,
  MIN_CONVERSIONS,
  mixtureLogRatio,
  sampleRatioPValue,
  wilsonInterval,
} from './statistics'

describe('normal-mixture mSPRT and its confidence sequence', () => {
  it('the likelihood ratio by hand: v = τ² = 1', () => {
    // ½ ln(1/2) + d²·1 / (2·1·2) = −0.34657 + d²/4
    expect(mixtureLogRatio(0, 1, 1)).toBeCloseTo(-0.346574, 6)
    expect(mixtureLogRatio(2, 1, 1)).toBeCloseTo(-0.346574 + 1, 6)
    // half-width: √(2·1·2/1 · (ln 20 + ½ ln 2)) = √(4 · 3.342306) = 3.656397
    expect(confidenceHalfWidth(1, 1, 0.05)).toBeCloseTo(3.656397, 5)
  })

  it('the interval edges are exactly where the test rejects, so a verdict and the interval agree', () => {
    const v = 3e-6
    const tau2 = 2e-5
    const half = confidenceHalfWidth(v, tau2)
    expect(mixtureLogRatio(0.004, v, tau2, 0.004 + half)).toBeCloseTo(Math.log(1 / ALPHA), 9)
    expect(mixtureLogRatio(0.004, v, tau2, 0.004 - half)).toBeCloseTo(Math.log(1 / ALPHA), 9)
  })

  it('compares only from 30 conversions in each arm, and never with more conversions than visitors', () => {
    expect(compareArms({ visitors: 5000, conversions: 0 }, { visitors: 5000, conversions: 5 })).toBeNull()
    expect(compareArms({ visitors: 5000, conversions: MIN_CONVERSIONS - 1 }, { visitors: 5000, conversions: 90 })).toBeNull()
    expect(compareArms({ visitors: 100, conversions: 150 }, { visitors: 100, conversions: 40 })).toBeNull()
    expect(compareArms({ visitors: 5000, conversions: MIN_CONVERSIONS }, { visitors: 5000, conversions: 90 })).not.toBeNull()
  })

  it('a clear difference: p-value below 5% exactly when the interval excludes 0', () => {
    const clear = compareArms({ visitors: 20000, conversions: 600 }, { visitors: 20000, conversions: 760 })!
    expect(clear.difference).toBeCloseTo(0.008, 12)
    expect(clear.interval[0]).toBeGreaterThan(0)
    expect(clear.pValue).toBeLessThan(0.05)
    const unclear = compareArms({ visitors: 5000, conversions: 150 }, { visitors: 5000, conversions: 165 })!
    expect(unclear.interval[0]).toBeLessThan(0)
    expect(unclear.interval[1]).toBeGreaterThan(0)
    expect(unclear.pValue).toBeGreaterThan(0.05)
  })

  it('the always-valid interval is wider than the fixed-sample 95% interval', () => {
    const c = compareArms({ visitors: 20000, conversions: 600 }, { visitors: 20000, conversions: 700 })!
    const se = Math.sqrt((0.03 * 0.97 + 0.035 * 0.965) / 20000)
    expect(c.interval[1] - c.interval[0]).toBeGreaterThan(2 * 1.96 * se)
  })
})

describe('chi-square and the sample-ratio check', () => {
  it('matches the tables', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12)
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6)
    // df = 2: the survival function is exp(−x/2).
    expect(chiSquareSurvival(5.991465, 2)).toBeCloseTo(0.05, 6)
    expect(chiSquareSurvival(10.827566, 1)).toBeCloseTo(0.001, 6)
    expect(chiSquareSurvival(0, 3)).toBe(1)
  })

  it('60/40 of 1,000 visitors on a 50/50 split is a mismatch; 510/490 is not', () => {
    // χ² = 2 · 100² / 500 = 40, p = 2.5e-10
    expect(sampleRatioPValue([{ visitors: 600, weight: 50 }, { visitors: 400, weight: 50 }])!).toBeLessThan(1e-9)
    expect(sampleRatioPValue([{ visitors: 510, weight: 50 }, { visitors: 490, weight: 50 }])!).toBeCloseTo(chiSquareSurvival(0.4, 1), 12)
    // Weights are relative, a weight of 0 is left out, and no visitors means nothing to test.
    expect(sampleRatioPValue([{ visitors: 200, weight: 1 }, { visitors: 800, weight: 4 }, { visitors: 3, weight: 0 }])).toBeCloseTo(1, 12)
    expect(sampleRatioPValue([{ visitors: 0, weight: 1 }, { visitors: 0, weight: 1 }])).toBeNull()
  })

  it('Wilson interval of 6 in 300', () => {
    const [lo, hi] = wilsonInterval(6, 300)
    expect(lo).toBeCloseTo(0.00921, 4)
    expect(hi).toBeCloseTo(0.04292, 4)
  })
})
