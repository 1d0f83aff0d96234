import { describe, expect, it } from 'vitest'
import { poolSupplyNote } from './poolSupply'

const numbers = Array.from({ length: 20 }, (_, i) => `800-555-${String(100 + i).padStart(4, '0')}`)

describe('poolSupplyNote', () => {
  it('says a pool never ran dry, with the numbers in use and the reserve', () => {
    expect(poolSupplyNote({ numbers, inUse: 12 })).toEqual({
      tone: 'ok',
      lines: ['12 of 20 numbers in use right now; the last 2 free numbers are kept for visitors who have none yet.', 'This pool has never run out of numbers.'],
    })
  })

  it('says when the pool last ran out of numbers, what visitors saw, and what to do', () => {
    const note = poolSupplyNote({ numbers, inUse: 20, lastRanDryAt: '2026-11-29T03:40:00.000Z', timesRanDry: 3 })
    expect(note.tone).toBe('dry')
    expect(note.lines).toEqual([
      'This pool ran out of numbers, last on Nov 29, 2026, 3:40 AM UTC: 3 visitors got no tracking number in all (dealer cards showed “N/A”, phone-number widgets their default number).',
      'Add numbers to the pool so every visitor gets one.',
      '20 of 20 numbers in use right now; the last 2 free numbers are kept for visitors who have none yet.',
    ])
    expect(poolSupplyNote({ numbers: numbers.slice(0, 2), inUse: 2, lastRanDryAt: '2026-11-29T03:40:00.000Z', timesRanDry: 1 }).lines[0]).toContain(': 1 visitor got no tracking number')
  })

  it('speaks of an empty pool, a pool of one, and ignores an unreadable date', () => {
    expect(poolSupplyNote({ numbers: [], inUse: 0 }).lines).toEqual(['This pool has no numbers yet: visitors get none until you add some.'])
    expect(poolSupplyNote({ numbers: ['800-555-0100', '800-555-0100'], inUse: 1 }).lines[0]).toBe('1 of 1 number in use right now.')
    expect(poolSupplyNote({ numbers, inUse: 0, lastRanDryAt: 'not a date' }).tone).toBe('ok')
  })
})
