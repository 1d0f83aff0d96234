import { describe, expect, it } from 'vitest'
import { cellStyling, normaliseColSpan, tableLayout, type TableCellInput } from './table'

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
      { rowHeaders: true },
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

describe('fixed and styled columns and cells (the spec\'s fixed and styling)', () => {
  const fixedOf = (layout: ReturnType<typeof tableLayout>) => [...layout.head, ...layout.body].map((row) => row.cells.map((c) => c.fixedIndex))
  const stylingOf = (layout: ReturnType<typeof tableLayout>) => [...layout.head, ...layout.body].map((row) => row.cells.map((c) => c.styling))
  const body = (...cells: TableCellInput[]) => ({ rowType: 'body' as const, cells })

  it('a fixed column fixes each of its cells; fixed cells stack from the left in order', () => {
    const layout = tableLayout(
      [
        { rowType: 'header', cells: [cell('Name'), cell('Type'), cell('Cost')] },
        body(cell('A'), cell('x'), cell('1')),
      ],
      { columns: [{ fixed: true }, { fixed: true }] },
    )
    expect(fixedOf(layout)).toEqual([
      [0, 1, null],
      [0, 1, null],
    ])
  })

  it('a single cell can be fixed on its own; the table-level switch fixes the first column', () => {
    const own = tableLayout([body(cell('A'), { content: 'B', fixed: true }), body(cell('C'), cell('D'))])
    expect(fixedOf(own)).toEqual([
      [null, 0],
      [null, null],
    ])
    const first = tableLayout([body(cell('A'), { content: 'B', fixed: true })], { fixedFirstColumn: true })
    expect(fixedOf(first)).toEqual([[0, 1]])
  })

  it('a cell spanning columns is never fixed (it would cover its neighbours)', () => {
    const layout = tableLayout([{ rowType: 'header', cells: [cell('Both', 2), cell('C')] }, body(cell('1'), cell('2'), cell('3'))], { fixedFirstColumn: true })
    expect(fixedOf(layout)).toEqual([[null, null], [0, null, null]])
  })

  it('a cell takes its column\'s styling unless it has its own; "plain" drops the column\'s', () => {
    const layout = tableLayout(
      [
        { rowType: 'header', cells: [cell('Name'), cell('Cost')] },
        body(cell('A'), { content: '1', styling: 'bold' }),
        body(cell('B'), { content: '2', styling: 'plain' }),
        body(cell('C')),
      ],
      { columns: [{}, { styling: 'right' }] },
    )
    expect(stylingOf(layout)).toEqual([
      [null, 'right'],
      [null, 'bold'],
      [null, null],
      [null, 'right'],
    ])
  })

  it('unknown stored values count as none', () => {
    expect(cellStyling('sparkly', 'highlight')).toBe('highlight')
    expect(cellStyling(null, 'sparkly')).toBeNull()
    expect(cellStyling('center', null)).toBe('center')
  })
})
