import { describe, expect, it } from 'vitest'
import { DUCTWORK_PRICE_RANGE, ENTRY_PRICES, formatUsd, formatUsdRange } from './prices'

describe('entry prices', () => {
  it('holds the spec figures', () => {
    expect(ENTRY_PRICES).toEqual({ airConditioner: 5400, gasFurnace: 3400, heatPump: 5800, airHandler: 3600 })
    expect(formatUsdRange(DUCTWORK_PRICE_RANGE.min, DUCTWORK_PRICE_RANGE.max)).toBe('$3,000-$10,000')
  })

  it('formats whole dollars with thousands separators', () => {
    expect(formatUsd(5400)).toBe('$5,400')
    expect(formatUsd(999.6)).toBe('$1,000')
    expect(formatUsd(12345678)).toBe('$12,345,678')
    expect(formatUsdRange(4000, 4000)).toBe('$4,000')
    expect(formatUsdRange(9000, 2000)).toBe('$2,000-$9,000')
  })
})
