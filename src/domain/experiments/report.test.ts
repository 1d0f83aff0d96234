import { describe, expect, it } from 'vitest'
import { experimentReport, formatInterval, formatLift, formatPoints, formatPValue, formatRate, variantLabel } from './report'
import { compareArms } from './statistics'

const counts = (...arms: [number, number][]) => arms.map(([visitors, conversions], i) => ({ key: i === 0 ? 'control' : String.fromCharCode(97 + i), visitors, conversions, clicks: 0, weight: 50 }))

describe('experimentReport', () => {
  it('calls B ahead only when its anytime-valid interval excludes no difference', () => {
    const report = experimentReport(counts([20000, 600], [20000, 760]))
    const b = report.variants[1]!
    expect(report.verdict.kind).toBe('ahead')
    expect(report.verdict.leader).toBe('b')
    // The lift is the ratio of the rates shown: 3.80% / 3.00% − 1.
    expect(b.rate).toBeCloseTo(0.038, 12)
    expect(b.lift).toBeCloseTo(0.038 / 0.03 - 1, 12)
    expect(b.interval![0]).toBeGreaterThan(0)
    expect(b.outcome).toBe('better')
    expect(report.verdict.text).toBe(`B is ahead of the control: +26.7% (+0.80 pts, anytime-valid 95% interval ${formatInterval(b.interval, formatPoints)}).`)
  })

  it('calls the control ahead when B is clearly worse', () => {
    expect(experimentReport(counts([20000, 760], [20000, 600])).verdict).toMatchObject({ kind: 'control-ahead', leader: 'control' })
  })

  it('no verdict, interval or lift from a handful of leads', () => {
    const none = experimentReport(counts([0, 0], [0, 0]))
    expect(none.variants[1]!.lift).toBeNull()
    expect(none.verdict.kind).toBe('not-enough-data')
    // 0 leads against 5 at 5,000 visitors each: no lift against a control with no leads, no interval.
    const five = experimentReport(counts([5000, 0], [5000, 5]))
    expect(five.variants[1]).toMatchObject({ lift: null, interval: null, pValue: null, outcome: null })
    expect(five.verdict).toEqual({ kind: 'not-enough-data', text: 'Not enough data yet: a verdict needs at least 30 leads in every variant (Control 0, B 5).', leader: null })
  })

  it('undecided: says no variant is ahead with confidence', () => {
    const report = experimentReport(counts([5000, 150], [5000, 165]))
    expect(report.variants[1]!.outcome).toBe('undecided')
    expect(report.verdict.kind).toBe('no-clear-winner')
    expect(report.verdict.text).toMatch(/^No variant is ahead with confidence yet/)
  })

  it('more leads than visitors is a data warning, not a capped 100%', () => {
    const report = experimentReport(counts([100, 150], [100, 40]))
    expect(report.variants[0]!.rate).toBe(1.5)
    expect(report.verdict.kind).toBe('data-warning')
    expect(report.warnings[0]).toMatch(/^Control: 150 leads but only 100 visitors/)
  })

  it('a sample ratio mismatch shows a warning and withholds the verdict', () => {
    const report = experimentReport(counts([6000, 180], [4000, 200]))
    expect(report.srm.mismatch).toBe(true)
    expect(report.verdict.kind).toBe('sample-ratio-mismatch')
    expect(report.variants[1]!.outcome).toBeNull()
    expect(report.warnings).toContain(report.srm.text)
    expect(experimentReport(counts([5000, 150], [5050, 165])).srm.mismatch).toBe(false)
  })

  it('several challengers: each against the control, Bonferroni over the challengers', () => {
    const report = experimentReport(counts([20000, 600], [20000, 700], [20000, 560]))
    const b = report.variants[1]!
    const raw = compareArms({ visitors: 20000, conversions: 600 }, { visitors: 20000, conversions: 700 }, 0.025)!
    expect(report.method.comparisons).toBe(2)
    expect(b.pValue).toBeCloseTo(Math.min(1, raw.pValue * 2), 12)
    expect(b.interval).toEqual(raw.interval)
    expect(report.variants[2]!.label).toBe('C')
  })

  it('formats', () => {
    expect(variantLabel('new-headline')).toBe('New-headline')
    expect(formatRate(0.0312)).toBe('3.12%')
    expect(formatLift(-0.02)).toBe('−2.0%')
    expect(formatPoints(0.0062)).toBe('+0.62 pts')
    expect(formatPValue(0.0004)).toBe('< 0.001')
    expect(formatPValue(0.0123)).toBe('0.012')
  })
})
