import { describe, expect, it } from 'vitest'
import { AGE_OPTIONS, ESTIMATE_OPTIONS, ageLabel, formatDollars, repairOrReplace, suggestionFor } from './repairOrReplace'

describe('repair-or-replace rule', () => {
  it('suggests Repair below $5,000 and Replace at or above it (4,900 / 5,000 / 5,100)', () => {
    expect(suggestionFor(4900)).toBe('repair')
    expect(suggestionFor(5000)).toBe('replace')
    expect(suggestionFor(5100)).toBe('replace')
    expect(repairOrReplace(7, 700).suggestion).toBe('repair') // 4,900
    expect(repairOrReplace(10, 500).suggestion).toBe('replace') // 5,000
    expect(repairOrReplace(17, 300).suggestion).toBe('replace') // 5,100
  })

  it('shows the product of age and estimate as dollars with thousands separators', () => {
    expect(repairOrReplace(12, 1500).productText).toBe('$18,000')
    expect(repairOrReplace(7, 700).productText).toBe('$4,900')
    expect(repairOrReplace(0, 2000).productText).toBe('$0')
    expect(repairOrReplace(0, 2000).suggestion).toBe('repair')
    expect(formatDollars(40000)).toBe('$40,000')
  })

  it('heads the verdict in plain words and keeps the arithmetic for the explanation', () => {
    const replace = repairOrReplace(20, 2000)
    expect(replace.headline).toBe('Replacing is likely the better value')
    expect(replace.headline).not.toMatch(/[×$0-9]/)
    expect(replace.explanation).toContain('20 years × $2,000 repair estimate = $40,000.')
    expect(replace.explanation).toContain('$5,000 or more')
    expect(replace.explanation).toContain('not a price')
    const repair = repairOrReplace(1, 300)
    expect(repair.headline).toBe('Repairing is likely the better value')
    expect(repair.explanation).toContain('1 year × $300 repair estimate = $300.')
    expect(repair.explanation).toContain('under $5,000')
  })

  it('refuses ages and estimates outside the choices', () => {
    expect(() => repairOrReplace(21, 100)).toThrow(RangeError)
    expect(() => repairOrReplace(-1, 100)).toThrow(RangeError)
    expect(() => repairOrReplace(2.5, 100)).toThrow(RangeError)
    expect(() => repairOrReplace(5, 150)).toThrow(RangeError)
    expect(() => repairOrReplace(5, 2100)).toThrow(RangeError)
    expect(() => repairOrReplace(5, 0)).toThrow(RangeError)
  })
})

describe('calculator choices', () => {
  it('labels ages 0 to 20 with the singular for one year only', () => {
    expect(ageLabel(0)).toBe('0 years')
    expect(ageLabel(1)).toBe('1 year')
    expect(ageLabel(2)).toBe('2 years')
    expect(AGE_OPTIONS).toHaveLength(21)
    expect(AGE_OPTIONS[0]).toEqual({ value: 0, label: '0 years' })
    expect(AGE_OPTIONS[20]).toEqual({ value: 20, label: '20 years' })
  })

  it('offers estimates from $100 to $2,000 in steps of $100', () => {
    expect(ESTIMATE_OPTIONS).toHaveLength(20)
    expect(ESTIMATE_OPTIONS[0]).toEqual({ value: 100, label: '$100' })
    expect(ESTIMATE_OPTIONS[9]).toEqual({ value: 1000, label: '$1,000' })
    expect(ESTIMATE_OPTIONS[19]).toEqual({ value: 2000, label: '$2,000' })
  })
})
