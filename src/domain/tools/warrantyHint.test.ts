import { describe, expect, it } from 'vitest'
import { warrantyHint } from './warrantyHint'

describe('warranty hint for the repair-or-replace verdict', () => {
  it('says a system under 5 years old is probably still covered, with both terms and parts only', () => {
    for (const age of [0, 1, 2, 4]) expect(warrantyHint(age)?.coverage).toBe('base')
    const hint = warrantyHint(2)!
    expect(hint.title).toBe('Your system is probably still under warranty')
    expect(hint.text).toContain('5-year limited warranty')
    expect(hint.text).toContain('10-year one if it was registered within 60 days')
    expect(hint.text).toContain('parts, not labor')
  })

  it('from 5 to 9 years only the registered 10-year term may still apply', () => {
    for (const age of [5, 7, 9]) expect(warrantyHint(age)?.coverage).toBe('registered')
    expect(warrantyHint(5)!.title).toBe('Your system may still be under warranty')
    expect(warrantyHint(5)!.text).toContain('registered within 60 days')
    expect(warrantyHint(5)!.text).not.toContain('5-year')
  })

  it('says nothing from 10 years on, nor for an age that is not one', () => {
    for (const age of [10, 15, 20, -1, Number.NaN]) expect(warrantyHint(age)).toBeNull()
  })
})
