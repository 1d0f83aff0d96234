import { describe, expect, it } from 'vitest'
import { isPlausibleForeignPostalCode, parsePostalCode } from '@/domain/address/postalCode'

describe('parsePostalCode', () => {
  it('accepts US zips with optional +4', () => {
    expect(parsePostalCode('75201')).toEqual({ country: 'US', value: '75201' })
    expect(parsePostalCode(' 75201-1234 ')).toEqual({ country: 'US', value: '75201-1234' })
  })

  it('accepts Canadian postal codes with a space, a hyphen or nothing, in any case', () => {
    for (const input of ['K1A 0B1', 'k1a0b1', 'K1A-0B1']) {
      expect(parsePostalCode(input)).toEqual({ country: 'CA', value: 'K1A 0B1' })
    }
  })

  it.each(['', '7520', '752011', '75201-12', 'K1A 0B', '1A1 A1A', 'K1A  0B1', 'hello'])('rejects %j', (input) => {
    expect(parsePostalCode(input)).toBeNull()
  })
})

describe('isPlausibleForeignPostalCode', () => {
  it('accepts short codes of letters, digits, spaces and hyphens', () => {
    expect(isPlausibleForeignPostalCode('SW1A 1AA')).toBe(true)
    expect(isPlausibleForeignPostalCode('10115')).toBe(true)
    expect(isPlausibleForeignPostalCode('1010-001')).toBe(true)
  })

  it('rejects empty, symbol-laden or over-long codes', () => {
    expect(isPlausibleForeignPostalCode('')).toBe(false)
    expect(isPlausibleForeignPostalCode('A')).toBe(true)
    expect(isPlausibleForeignPostalCode('12$45')).toBe(false)
    expect(isPlausibleForeignPostalCode('1234567890123')).toBe(false)
  })
})
