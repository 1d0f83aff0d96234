import { describe, expect, it } from 'vitest'
import { sortTimeline } from './timeline'

describe('timeline', () => {
  it('orders entries by year and drops those without a year', () => {
    const sorted = sortTimeline([{ year: 1970, t: 'b' }, { year: null, t: 'x' }, { year: 1885, t: 'a' }, { year: 2008, t: 'c' }])
    expect(sorted.map((e) => e.t)).toEqual(['a', 'b', 'c'])
    expect(sortTimeline(null)).toEqual([])
  })
})
