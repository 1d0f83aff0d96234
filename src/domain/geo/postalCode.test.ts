import { describe, expect, it } from 'vitest'
import { isDealerLookupPostalCode, isPlausibleForeignPostalCode, normalizePostalCode, parsePostalCode } from './postalCode'

describe('normalizePostalCode', () => {
  it.each([
    ['10001', '10001'],
    ['  90210 ', '90210'],
    ['10001-1234', '10001'],
    ['10001 1234', '10001'],
    ['100011234', '10001'],
    ['00601', '00601'],
  ])('reads %j as ZIP %s', (input, zip) => {
    expect(normalizePostalCode(input)).toEqual({ country: 'US', postalCode: zip })
  })

  it.each(['m5v-3l9', 'M5V 3L9', 'm5v3l9', 'M5V', 'm5v', ' M5V3L9 '])('reads %j as FSA M5V', (input) => {
    expect(normalizePostalCode(input)).toEqual({ country: 'CA', postalCode: 'M5V' })
  })

  it.each(['', '1234', '123456', '10001-12', 'ABCDE', 'M5', 'M5V 3L', '5MV', 'Austin, TX', 'M5V  3L9'])(
    'rejects %j',
    (input) => {
      expect(normalizePostalCode(input)).toBeNull()
    },
  )
})

describe('isDealerLookupPostalCode', () => {
  it.each(['10001', '10001-1234', 'M5V 3L9', 'm5v3l9', 'M5V-3L9', ' 60601 '])('accepts %j', (input) => {
    expect(isDealerLookupPostalCode(input)).toBe(true)
  })

  it.each(['', '1234', '10001 1234', '100011234', '10001-123', 'M5V', 'M5V3L', 'M5V 3L9 X', 'ABCDE', 'M5V  3L9'])(
    'rejects %j',
    (input) => {
      expect(isDealerLookupPostalCode(input)).toBe(false)
    },
  )
})

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
