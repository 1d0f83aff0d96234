import { describe, expect, it } from 'vitest'
import { isDealerLookupPostalCode, normalizePostalCode } from './normalizePostalCode'

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
