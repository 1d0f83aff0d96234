import { describe, expect, it } from 'vitest'

import { formatRating, shouldShowRating, starParts } from './starRating'

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0')
    expect(formatRating(4.26)).toBe('4.3')
    expect(formatRating(4.749)).toBe('4.7')
    expect(formatRating(7)).toBe('5.0')
    expect(formatRating(Number.NaN)).toBe('0.0')
  })
})

describe('starParts', () => {
  it.each([
    [4.3, { full: 4, half: 1, empty: 0 }],
    [4.2, { full: 4, half: 0, empty: 1 }],
    [4.25, { full: 4, half: 1, empty: 0 }],
    [4.74, { full: 4, half: 1, empty: 0 }],
    [4.75, { full: 5, half: 0, empty: 0 }],
    [0, { full: 0, half: 0, empty: 5 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [2.5, { full: 2, half: 1, empty: 2 }],
    [-1, { full: 0, half: 0, empty: 5 }],
  ])('%s stars -> %o', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts)
  })

  it('always draws five stars', () => {
    for (let r = 0; r <= 5; r += 0.01) {
      const { full, half, empty } = starParts(r)
      expect(full + half + empty).toBe(5)
    }
  })
})

describe('shouldShowRating', () => {
  it('shows only with reviews and info mode off', () => {
    expect(shouldShowRating(3, false)).toBe(true)
    expect(shouldShowRating(0, false)).toBe(false)
    expect(shouldShowRating(undefined, false)).toBe(false)
    expect(shouldShowRating(3, true)).toBe(false)
  })
})
