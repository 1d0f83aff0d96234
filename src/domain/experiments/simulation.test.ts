import { describe, expect, it } from 'vitest'
import { simulate } from './simulation'

describe('the shipped method under continuous peeking (a small seeded npm run bench:experiments)', () => {
  it('an A/A experiment read every 200 visitors per arm up to 20,000 shows a verdict in at most 5% of runs', () => {
    const aa = simulate({ rates: [0.03, 0.03], runs: 300, seed: 11 })
    expect(aa.looks).toBe(100)
    expect(aa.anyVerdict / aa.runs).toBeLessThanOrEqual(0.05)
    expect(aa.coveredAllLooks / aa.runs).toBeGreaterThanOrEqual(0.95)
  })

  it('still finds a 30% lift', () => {
    const lift = simulate({ rates: [0.03, 0.039], runs: 60, seed: 12 })
    expect(lift.trueWinnerFound / lift.runs).toBeGreaterThan(0.8)
  })
})
