import { describe, expect, it } from 'vitest'
import { CA_PROVINCES, REGIONS, US_STATES, countryOfRegion, isRegionCode } from '@/domain/address/regions'

describe('regions', () => {
  it('lists the 50 states plus DC, and the 10 provinces plus 3 territories', () => {
    expect(US_STATES).toHaveLength(51)
    expect(CA_PROVINCES).toHaveLength(13)
    expect(REGIONS).toHaveLength(64)
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(64)
  })

  it('codes every region by two upper-case letters', () => {
    for (const region of REGIONS) expect(region.code).toMatch(/^[A-Z]{2}$/)
  })

  it('recognises states, DC, provinces and territories, and nothing else', () => {
    expect(isRegionCode('TX')).toBe(true)
    expect(isRegionCode('DC')).toBe(true)
    expect(isRegionCode('QC')).toBe(true)
    expect(isRegionCode('YT')).toBe(true)
    expect(isRegionCode('PR')).toBe(false)
    expect(isRegionCode('tx')).toBe(false)
    expect(isRegionCode('')).toBe(false)
    expect(isRegionCode(42)).toBe(false)
  })

  it('tells the country of a region', () => {
    expect(countryOfRegion('CA')).toBe('US') // California, not Canada
    expect(countryOfRegion('ON')).toBe('CA')
    expect(countryOfRegion('NU')).toBe('CA')
    expect(countryOfRegion('DC')).toBe('US')
    expect(countryOfRegion('ZZ')).toBeUndefined()
  })

  it('names regions as the state selects list them', () => {
    const name = (code: string) => REGIONS.find((region) => region.code === code)?.name
    expect(name('DC')).toBe('District of Columbia')
    expect(name('NL')).toBe('Newfoundland and Labrador')
  })
})
