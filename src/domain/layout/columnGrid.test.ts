import { describe, expect, it } from 'vitest'
import { columnSpans } from './columnGrid'

describe('columnSpans', () => {
  it('keeps fixed widths as spans of the 12-column grid', () => {
    expect(columnSpans(['8', '4'])).toEqual([8, 4])
    expect(columnSpans(['3', '3', '6'])).toEqual([3, 3, 6])
  })

  it('shares the grid equally between automatic columns, the first ones taking the remainder', () => {
    expect(columnSpans(['auto', 'auto'])).toEqual([6, 6])
    expect(columnSpans([null, undefined, 'auto'])).toEqual([4, 4, 4])
    expect(columnSpans(['auto', 'auto', 'auto', 'auto', 'auto'])).toEqual([3, 3, 2, 2, 2])
  })

  it('gives automatic columns what the fixed ones leave on the row', () => {
    expect(columnSpans(['6', 'auto', 'auto'])).toEqual([6, 3, 3])
    expect(columnSpans(['auto', '8'])).toEqual([4, 8])
  })

  it('puts automatic columns on a row of their own when the fixed ones fill it', () => {
    expect(columnSpans(['12', 'auto'])).toEqual([12, 12])
    expect(columnSpans(['10', 'auto', 'auto', 'auto'])).toEqual([10, 4, 4, 4])
  })

  it('clamps stored values outside the grid and treats unknown ones as automatic', () => {
    expect(columnSpans(['20', '0'])).toEqual([12, 1])
    expect(columnSpans(['wide', '6'])).toEqual([6, 6])
  })
})
