import { describe, expect, it } from 'vitest'
import { coolingSavingsRange, estimatedSeer, refrigerantStatus, savingsRangeText } from './systemInsights'

describe('refrigerant status by age', () => {
  it('says R-22 for systems installed before 2010', () => {
    expect(refrigerantStatus(17, 2026).refrigerant).toBe('r22') // 2009
    expect(refrigerantStatus(20, 2026).text).toContain('ended in 2020')
  })

  it('says R-410A, no longer made since 2025 and not installed new since 2026, for 2010-2024', () => {
    expect(refrigerantStatus(16, 2026).refrigerant).toBe('r410a') // 2010
    expect(refrigerantStatus(2, 2026).refrigerant).toBe('r410a') // 2024
    expect(refrigerantStatus(2, 2026).text).toMatch(/January 1, 2025.*January 1, 2026/)
  })

  it('is unsure for 2025 installations and points to newer refrigerants from 2026', () => {
    expect(refrigerantStatus(1, 2026).refrigerant).toBe('r410aOrNew')
    expect(refrigerantStatus(0, 2026).refrigerant).toBe('lowGwp')
    expect(refrigerantStatus(0, 2030).refrigerant).toBe('lowGwp')
    expect(refrigerantStatus(5, 2030).refrigerant).toBe('r410aOrNew') // installed 2025, seen from 2030
  })
})

describe('yearly cooling savings range', () => {
  it('uses the spec SEER figures by age: 8-9 from 15 years, 10 from 10, 13 below', () => {
    expect(estimatedSeer(20)).toEqual({ min: 8, max: 9 })
    expect(estimatedSeer(15)).toEqual({ min: 8, max: 9 })
    expect(estimatedSeer(14)).toEqual({ min: 10, max: 10 })
    expect(estimatedSeer(10)).toEqual({ min: 10, max: 10 })
    expect(estimatedSeer(9)).toEqual({ min: 13, max: 13 })
  })

  it('gives 1 - old/new from entry-level (13) to best (22) new systems, rounded down', () => {
    // 9/13 -> 30.8%, 8/22 -> 63.6%
    expect(coolingSavingsRange(18)).toMatchObject({ minPercent: 30, maxPercent: 63 })
    // 10/13 -> 23.1%, 10/22 -> 54.5%
    expect(coolingSavingsRange(12)).toMatchObject({ minPercent: 23, maxPercent: 54 })
    // 13/13 -> 0%, 13/22 -> 40.9%
    expect(coolingSavingsRange(3)).toMatchObject({ minPercent: 0, maxPercent: 40 })
    expect(savingsRangeText(coolingSavingsRange(18))).toContain('about 30% to 63% less energy for cooling each year')
    expect(savingsRangeText(coolingSavingsRange(18))).toContain('about 8 to 9 SEER')
  })
})
