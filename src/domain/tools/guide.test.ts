import { describe, expect, it } from 'vitest'
import { REPAIR_IF, REPLACE_IF } from './guide'

const bodyOf = (items: readonly { title: string; body: string }[], title: string) => items.find((item) => item.title === title)?.body

describe('repair-or-replace guide', () => {
  // PB 9: "heat pump over 10 SEER or 8 HSPF": either rating is enough to keep it.
  it('keeps a heat pump rated over 10 SEER or over 8 HSPF', () => {
    expect(bodyOf(REPAIR_IF, 'It is still efficient')).toContain('a heat pump over 10 SEER or 8 HSPF')
    expect(bodyOf(REPAIR_IF, 'It is still efficient')).not.toMatch(/also over 8 HSPF/)
  })

  it('calls a heat pump inefficient only when both ratings are at or below the line', () => {
    expect(bodyOf(REPLACE_IF, 'It is inefficient')).toContain('a heat pump at 10 SEER or less and 8 HSPF or less')
  })

  it('keeps the air-conditioner and furnace lines of the spec', () => {
    expect(bodyOf(REPAIR_IF, 'It is still efficient')).toContain('An air conditioner rated over 10 SEER')
    expect(bodyOf(REPAIR_IF, 'It is still efficient')).toContain('a furnace over 80% AFUE')
    expect(bodyOf(REPLACE_IF, 'It is inefficient')).toContain('An air conditioner rated 10 SEER or less')
  })
})
