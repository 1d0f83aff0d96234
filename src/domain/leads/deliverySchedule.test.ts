import { describe, expect, it } from 'vitest'
import { MAX_DELIVERY_ATTEMPTS, nextAttemptDelayMs } from '@/domain/leads/deliverySchedule'

const MIN = 60_000
const HOUR = 60 * MIN

describe('delivery schedule', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h, 24 h', () => {
    expect([1, 2, 3, 4, 5, 6].map(nextAttemptDelayMs)).toEqual([MIN, 5 * MIN, 30 * MIN, 2 * HOUR, 6 * HOUR, 24 * HOUR])
  })

  it('dead-letters after the last attempt', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(7)
    expect(nextAttemptDelayMs(MAX_DELIVERY_ATTEMPTS)).toBeNull()
    expect(nextAttemptDelayMs(MAX_DELIVERY_ATTEMPTS + 5)).toBeNull()
  })

  it('refuses attempt numbers that cannot exist', () => {
    expect(() => nextAttemptDelayMs(0)).toThrow(RangeError)
    expect(() => nextAttemptDelayMs(-1)).toThrow(RangeError)
    expect(() => nextAttemptDelayMs(1.5)).toThrow(RangeError)
  })
})
