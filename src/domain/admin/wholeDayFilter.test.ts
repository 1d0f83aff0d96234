import { describe, expect, it } from 'vitest'
import { pickedDay, startOfDay, wholeDayFilter } from './wholeDayFilter'

describe('date filters mean whole days', () => {
  it('reads the day picker value as the day it stands for, and nothing else', () => {
    expect(pickedDay('2026-11-28T12:00:00.000Z')).toBe('2026-11-28')
    expect(pickedDay('2026-11-28T12:00:00Z')).toBe('2026-11-28')
    expect(pickedDay('2026-11-28T12:00:01.000Z')).toBeNull()
    expect(pickedDay('2026-11-28T00:00:00.000Z')).toBeNull()
    expect(pickedDay('2026-02-30T12:00:00.000Z')).toBeNull()
    expect(pickedDay(1764331200000)).toBeNull()
  })

  it('starts a day at midnight in the time zone, across daylight-saving changes', () => {
    expect(startOfDay('2026-11-28').toISOString()).toBe('2026-11-28T00:00:00.000Z')
    expect(startOfDay('2026-11-28', 'America/Chicago').toISOString()).toBe('2026-11-28T06:00:00.000Z')
    expect(startOfDay('2026-07-01', 'America/Chicago').toISOString()).toBe('2026-07-01T05:00:00.000Z')
    // 8 March 2026: Chicago moves to daylight time at 2 am, after the day has started on standard time.
    expect(startOfDay('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z')
    expect(startOfDay('2026-11-28', 'Pacific/Auckland').toISOString()).toBe('2026-11-27T11:00:00.000Z')
  })

  it('turns each operator on a picked day into the whole day, in nested and/or groups too', () => {
    const noon = '2026-11-28T12:00:00.000Z'
    const where = { or: [{ and: [{ createdAt: { greater_than: noon } }, { createdAt: { less_than_equal: '2026-11-29T12:00:00.000Z' } }, { kind: { equals: 'MARKETO' } }] }] }
    expect(wholeDayFilter(where, ['createdAt'])).toEqual({
      or: [{ and: [{ createdAt: { greater_than_equal: '2026-11-28T00:00:00.000Z' } }, { createdAt: { less_than: '2026-11-30T00:00:00.000Z' } }, { kind: { equals: 'MARKETO' } }] }],
    })
    expect(wholeDayFilter({ createdAt: { less_than: noon } }, ['createdAt'])).toEqual({ createdAt: { less_than: '2026-11-28T00:00:00.000Z' } })
    expect(wholeDayFilter({ createdAt: { equals: noon } }, ['createdAt'])).toEqual({ createdAt: { greater_than_equal: '2026-11-28T00:00:00.000Z', less_than: '2026-11-29T00:00:00.000Z' } })
  })

  it('leaves precise times, other fields and other shapes alone', () => {
    const precise = { createdAt: { greater_than: '2026-11-28T09:30:00.000Z' }, deliveredAt: { greater_than: '2026-11-28T12:00:00.000Z' } }
    expect(wholeDayFilter(precise, ['createdAt'])).toEqual(precise)
    expect(wholeDayFilter(undefined, ['createdAt'])).toBeUndefined()
    expect(wholeDayFilter({ createdAt: { exists: true } }, ['createdAt'])).toEqual({ createdAt: { exists: true } })
  })
})
