/**
 * A dealer's review summary as the Dealer entity carries it: the average rounded to one
 * decimal (what the star rating shows) and the count. No reviews = 0 / 0.
 * The sample-data generator uses the same rule, so seeded dealers agree with their reviews.
 */
export function reviewStats(ratings: readonly number[]): { average_rating: number; total_review_count: number } {
  if (ratings.length === 0) return { average_rating: 0, total_review_count: 0 }
  const sum = ratings.reduce((a, b) => a + b, 0)
  return { average_rating: Math.round((sum / ratings.length) * 10) / 10, total_review_count: ratings.length }
}
