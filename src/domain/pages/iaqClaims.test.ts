import { describe, expect, it } from 'vitest'
import { IAQ_CLAIMS } from './iaqClaims'

describe('IAQ claims', () => {
  it("carry the spec's figures", () => {
    expect(IAQ_CLAIMS.airCleaner).toContain('up to 99.98% of allergens or particles')
    expect(IAQ_CLAIMS.humidifier).toContain('up to 4,200 sq ft')
    expect(IAQ_CLAIMS.humidifier).toContain('up to 5,000')
    expect(IAQ_CLAIMS.filter).toContain('up to 6 months')
  })
})
