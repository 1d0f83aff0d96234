import { describe, expect, it } from 'vitest'

import { compareRank, dealerBucket, distanceBand, rankDealers, type RankInputs } from './rankDealers'

const hit = (companyID: number, over: Partial<RankInputs> = {}): RankInputs => ({
  companyID,
  bucket: 2,
  priorityRanking: 0,
  distanceMiles: 5,
  score: 50,
  ...over,
})

describe('dealerBucket', () => {
  it('puts listing Customer Care dealers first, radius Customer Care second, all others third', () => {
    expect(dealerBucket(true, 'servicedPostalCode')).toBe(1)
    expect(dealerBucket(true, 'radius')).toBe(2)
    expect(dealerBucket(false, 'servicedPostalCode')).toBe(3)
    expect(dealerBucket(false, 'radius')).toBe(3)
  })
})

describe('distanceBand', () => {
  it('uses the 10 / 25 / 50 mile bands, upper bounds inclusive', () => {
    expect([0, 10, 10.01, 25, 25.5, 50, 50.1, 400].map(distanceBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3])
  })
})

describe('rankDealers', () => {
  it('orders by bucket before anything else', () => {
    const ranked = rankDealers([hit(1, { bucket: 3, priorityRanking: 9, score: 100 }), hit(2, { bucket: 1, distanceMiles: 60 })])
    expect(ranked.map((h) => h.companyID)).toEqual([2, 1])
  })

  it('puts higher priority_ranking (featured) first inside a bucket, even when farther', () => {
    const ranked = rankDealers([hit(1, { distanceMiles: 1 }), hit(2, { priorityRanking: 3, distanceMiles: 45 })])
    expect(ranked.map((h) => h.companyID)).toEqual([2, 1])
  })

  it('compares distance by band, so score decides inside a band', () => {
    const ranked = rankDealers([
      hit(1, { distanceMiles: 2, score: 10 }),
      hit(2, { distanceMiles: 9, score: 90 }),
      hit(3, { distanceMiles: 11, score: 100 }),
    ])
    expect(ranked.map((h) => h.companyID)).toEqual([2, 1, 3])
  })

  it('breaks full ties by companyID and leaves the input untouched', () => {
    const input = [hit(9), hit(3), hit(5)]
    expect(rankDealers(input).map((h) => h.companyID)).toEqual([3, 5, 9])
    expect(input.map((h) => h.companyID)).toEqual([9, 3, 5])
    expect(compareRank(hit(1), hit(1))).toBe(0)
  })
})
