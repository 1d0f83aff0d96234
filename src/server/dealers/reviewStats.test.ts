import { describe, expect, it } from 'vitest'
import { reviewStats } from './reviewStats'

describe('reviewStats', () => {
  it('rounds the average to one decimal and counts the reviews', () => {
    expect(reviewStats([])).toEqual({ average_rating: 0, total_review_count: 0 })
    expect(reviewStats([5, 4, 4])).toEqual({ average_rating: 4.3, total_review_count: 3 })
    expect(reviewStats([5, 4])).toEqual({ average_rating: 4.5, total_review_count: 2 })
  })
})
