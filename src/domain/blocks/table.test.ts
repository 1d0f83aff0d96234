import { describe, expect, it } from 'vitest'
import { normaliseColSpan, tableLayout } from './table'

const cell = (content: string, colSpan?: number | null) => ({ content, colSpan })
const shape = (rows: { cells: { text: string; colSpan: number; header: string | null; filler: boolean }[] }[]) =>
  rows.map((row) => row.cells.map((c) => `${c.header ?? 'td'}:${c.text || (c.filler ? '·' : '')}${c.colSpan > 1 ? `*${c.colSpan}` : ''}`).join(' '))

describe('table cell spans', () => {
  it('a span is a whole number from 1 to 12', () => {
    expect([undefined, null, 0, -2, 2.5, 3, 40].map(normaliseColSpan)).toEqual([1, 1, 1, 1, 1, 3, 12])
  })

  it('leading header rows form the head; column headers get scope col, spanning ones colgroup', () => {
    const layout = tableLayout([
      { rowType: 'header', cells: [cell('Name'), cell('Ratings', 2)] },
      { rowType: 'body', cells: [cell('A'), cell('1'), cell('2')] },
    ])
    expect(layout.columnCount).toBe(3)
    expect(shape(layout.head)).toEqual(['col:Name colgroup:Ratings*2'])
    expect(shape(layout.body)).toEqual(['td:A td:1 td:2'])
  })

  it('pads short rows and cuts long ones at the header width', () => {
    const layout = tableLayout([
      { rowType: 'header', cells: [cell('A'), cell('B'), cell('C')] },
      { rowType: 'body', cells: [cell('1')] },
      { rowType: 'body', cells: [cell('1', 2), cell('2', 5), cell('3')] },
    ])
    expect(shape(layout.body)).toEqual(['td:1 td:· td:·', 'td:1*2 td:2'])
  })

  it('without a header row, the widest row sets the width; the first column can label each row', () => {
    const layout = tableLayout(
      [
        { rowType: 'body', cells: [cell('Spring'), cell('Filter')] },
        { rowType: 'body', cells: [cell('Autumn'), cell('Inspect'), cell('Dealer')] },
      ],
      true,
    )
    expect(layout.head).toEqual([])
    expect(shape(layout.body)).toEqual(['row:Spring td:Filter td:·', 'row:Autumn td:Inspect td:Dealer'])
  })

  it('a header row after the body stays in the body, in order', () => {
    const layout = tableLayout([
      { rowType: 'body', cells: [cell('x')] },
      { rowType: 'header', cells: [cell('Part two')] },
    ])
    expect(layout.head).toEqual([])
    expect(shape(layout.body)).toEqual(['td:x', 'col:Part two'])
  })

  it('rows without cells are dropped; no cells at all gives zero columns', () => {
    expect(tableLayout([{ rowType: 'body', cells: [] }, { rowType: 'header', cells: null }]).columnCount).toBe(0)
    expect(tableLayout(null).columnCount).toBe(0)
  })
})
