import { describe, expect, it } from 'vitest'
import { nextPhase, splitText } from './phases'

const now = new Date('2026-11-28T12:00:00.000Z')
const fifty = [
  { key: 'control', weight: 50 },
  { key: 'b', weight: 50 },
]

describe('experiment phases', () => {
  it('a new experiment starts in phase 1', () => {
    expect(nextPhase(null, fifty, now)).toEqual({ phase: 1, phases: [{ phase: 1, startedAt: now.toISOString(), split: 'control 50 / b 50' }] })
  })

  it('the same split keeps the phase; a weight change or a new variant opens the next one', () => {
    const first = nextPhase(null, fifty, now)
    expect(nextPhase({ ...first, variants: fifty }, fifty, now)).toEqual(first)
    const later = new Date('2026-12-01T00:00:00.000Z')
    const second = nextPhase({ ...first, variants: fifty }, [{ key: 'control', weight: 20 }, { key: 'b', weight: 80 }], later)
    expect(second.phase).toBe(2)
    expect(second.phases[1]).toEqual({ phase: 2, startedAt: later.toISOString(), split: 'control 20 / b 80' })
    expect(nextPhase({ ...second, variants: fifty }, [...fifty, { key: 'c', weight: 50 }], later).phase).toBe(3)
    expect(splitText(fifty)).toBe('control 50 / b 50')
  })
})
