import { describe, expect, it } from 'vitest'
import { chanceText, experimentReport, percentFloor, roughUp, variantLabel } from './report'

const counts = (control: [number, number], b: [number, number], clicks: [number, number] = [0, 0]) => [
  { key: 'control', visitors: control[0], conversions: control[1], clicks: clicks[0] },
  { key: 'b', visitors: b[0], conversions: b[1], clicks: clicks[1] },
]

describe('experimentReport', () => {
  it('calls B ahead at 97% (479 and 437 leads of 980 visitors each)', () => {
    const report = experimentReport(counts([980, 437], [980, 479]))
    expect(report.verdict).toEqual({ kind: 'ahead', text: 'B is ahead: 97% chance it beats the control', leader: 'b' })
    const [control, b] = report.variants
    expect(control!.leads.lift).toBeNull()
    expect(control!.leads.rate).toBeCloseTo(437 / 980, 12)
    expect(b!.leads.lift).toBeCloseTo(480 / 982 / (438 / 982) - 1, 12)
    expect(b!.label).toBe('B')
  })

  it('says how many more visitors a 10% lift needs while it is undecided', () => {
    // Control 45 of 100, B 49 of 100: P(B beats control) = 0.7135 (SciPy quad), undecided.
    // p1 = 0.45, p2 = 0.495, p = 0.4725: (1.95996·√(2·0.4725·0.5275) + 0.84162·√(0.2475 + 0.249975))² / 0.045²
    // = (1.38381 + 0.59361)² / 0.002025 = 1,930.95 -> 1,931 per variant, 1,831 more, "about 1,900".
    const report = experimentReport(counts([100, 45], [100, 49]))
    expect(report.variants[1]!.leads.chanceToBeatControl).toBeCloseTo(0.7135, 4)
    expect(report.verdict.text).toBe('Not enough data: about 1,900 more visitors per variant to detect a 10% lift')
  })

  it('gives no verdict before every variant has 100 visitors, however lopsided', () => {
    expect(experimentReport(counts([40, 1], [40, 20])).verdict.kind).toBe('not-enough-data')
    expect(experimentReport(counts([0, 0], [0, 0])).verdict.text).toBe('Not enough data: no leads yet from visitors of the control.')
    // A control at 100% leaves no room for a 10% lift: only the 100-visitor minimum is said.
    expect(experimentReport(counts([1, 1], [0, 0])).verdict.text).toBe('Not enough data: about 100 more visitors per variant before a verdict')
  })

  it('calls the control ahead when B is clearly worse', () => {
    expect(experimentReport(counts([980, 479], [980, 437])).verdict).toEqual({
      kind: 'control-ahead',
      text: 'The control is ahead: 97% chance it beats B',
      leader: 'control',
    })
  })

  it('no clear winner once there are enough visitors for a 10% lift', () => {
    const report = experimentReport(counts([20000, 2000], [20000, 2010]))
    expect(report.verdict.kind).toBe('no-clear-winner')
    expect(report.verdict.text).toMatch(/^No clear winner: B has a \d+% chance of beating the control/)
  })

  it('caps leads at visitors and reports clicks as a second goal', () => {
    const report = experimentReport(counts([100, 150], [100, 10], [30, 45]))
    expect(report.variants[0]!.leads.rate).toBe(1)
    expect(report.variants[1]!.clicks.rate).toBeCloseTo(0.45, 12)
    expect(report.variants[1]!.clicks.chanceToBeatControl).toBeGreaterThan(0.95)
  })

  it('labels and rounding', () => {
    expect(variantLabel('b')).toBe('B')
    expect(variantLabel('new-headline')).toBe('New-headline')
    expect(percentFloor(0.979)).toBe(97)
    expect(percentFloor(0.97)).toBe(97)
    expect(chanceText(0.9913)).toBe('over 99%')
    expect(chanceText(0.99)).toBe('99%')
    expect(roughUp(1831)).toBe(1900)
    expect(roughUp(14751)).toBe(15000)
    expect(roughUp(42)).toBe(42)
  })
})
