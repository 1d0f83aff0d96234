import { describe, expect, it } from 'vitest'
import { toE164 } from '@/domain/address/phone'

describe('toE164', () => {
  it.each([
    ['(555) 555-0123', '+15555550123'],
    ['555-555-1234', '+15555551234'],
    ['555.555.1234', '+15555551234'],
    ['1-555-555-0123', '+15555550123'],
    ['+1 555 555 0123', '+15555550123'],
    ['2125551234', '+12125551234'],
    ['(416) 555-0199', '+14165550199'],
    ['  212 555 1234  ', '+12125551234'],
    ['212-555-1234 x12', '+12125551234'],
    ['212-555-1234 ext. 12', '+12125551234'],
  ])('normalises %j to %s', (input, expected) => {
    expect(toE164(input)).toBe(expected)
  })

  it('accepts fictional 555 numbers that libphonenumber would call invalid', () => {
    expect(toE164('555-555-5555')).toBe('+15555555555')
  })

  it.each(['', '   ', '555-1234', '123-456-7890', '212-055-1234', '1-800-FLOWERS', 'call me', '12345678901234567890123456789012345678901'])(
    'rejects %j',
    (input) => {
      expect(toE164(input)).toBeNull()
    },
  )

  it('rejects numbers outside the US and Canada unless international numbers are allowed', () => {
    expect(toE164('+44 20 7946 0958')).toBeNull()
    expect(toE164('+44 20 7946 0958', { international: true })).toBe('+442079460958')
    expect(toE164('+44 1', { international: true })).toBeNull()
  })
})
