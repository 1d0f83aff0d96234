import { describe, expect, it } from 'vitest'
import { CountBuffer, isCountRow, MAX_BUFFERED_ROWS, utcDay } from './countBuffer'

describe('CountBuffer', () => {
  it('adds up per experiment, variant and day, and drains once', () => {
    const buffer = new CountBuffer()
    buffer.add('offer', 'b', '2026-11-25', 'visitors')
    buffer.add('offer', 'b', '2026-11-25', 'visitors')
    buffer.add('offer', 'b', '2026-11-25', 'ctaClicks')
    buffer.add('offer', 'control', '2026-11-25', 'visitors')
    buffer.add('offer', 'b', '2026-11-26', 'visitors')
    expect(buffer.drain()).toEqual([
      { experiment: 'offer', variant: 'b', day: '2026-11-25', visitors: 2, ctaClicks: 1 },
      { experiment: 'offer', variant: 'control', day: '2026-11-25', visitors: 1, ctaClicks: 0 },
      { experiment: 'offer', variant: 'b', day: '2026-11-26', visitors: 1, ctaClicks: 0 },
    ])
    expect(buffer.drain()).toEqual([])
  })

  it('merges rows back after a failed write', () => {
    const buffer = new CountBuffer()
    buffer.add('offer', 'b', '2026-11-25', 'visitors')
    const failed = buffer.drain()
    buffer.add('offer', 'b', '2026-11-25', 'visitors')
    buffer.merge(failed)
    expect(buffer.drain()).toEqual([{ experiment: 'offer', variant: 'b', day: '2026-11-25', visitors: 2, ctaClicks: 0 }])
  })

  it('stops growing when full', () => {
    const buffer = new CountBuffer()
    for (let i = 0; i < MAX_BUFFERED_ROWS; i++) expect(buffer.add(`e${i}`, 'b', '2026-11-25', 'visitors')).toBe(true)
    expect(buffer.add('one-more', 'b', '2026-11-25', 'visitors')).toBe(false)
    expect(buffer.add('e1', 'b', '2026-11-25', 'visitors')).toBe(true)
  })

  it('validates rows received from elsewhere', () => {
    expect(isCountRow({ experiment: 'offer@4p2', variant: 'b', day: '2026-11-25', visitors: 3, ctaClicks: 0 })).toBe(true)
    // Counts belong to one experiment record and phase, never to a bare key another experiment may reuse.
    expect(isCountRow({ experiment: 'offer', variant: 'b', day: '2026-11-25', visitors: 3, ctaClicks: 0 })).toBe(false)
    expect(isCountRow({ experiment: 'Offer!@4p2', variant: 'b', day: '2026-11-25', visitors: 3, ctaClicks: 0 })).toBe(false)
    expect(isCountRow({ experiment: 'offer@4p2', variant: 'b', day: 'today', visitors: 3, ctaClicks: 0 })).toBe(false)
    expect(isCountRow({ experiment: 'offer@4p2', variant: 'b', day: '2026-11-25', visitors: -1, ctaClicks: 0 })).toBe(false)
    expect(utcDay(Date.parse('2026-11-25T23:59:59-05:00'))).toBe('2026-11-26')
  })
})
