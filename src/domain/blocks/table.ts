/** The looks an editor can give a table. */
export const TABLE_STYLES = ['lines', 'striped', 'bordered'] as const

export const MAX_COL_SPAN = 12

/**
 * What a cell or a whole column may look like (the spec's `styling`): highlighted, bold, centred or
 * right-aligned (for figures). A cell's own choice wins over its column's; "plain" drops the column's.
 */
export const TABLE_STYLINGS = ['highlight', 'bold', 'center', 'right'] as const
export type TableStyling = (typeof TABLE_STYLINGS)[number]

export type TableCellInput = { content?: string | null; colSpan?: number | null; fixed?: boolean | null; styling?: string | null }
export type TableRowInput = { rowType?: 'header' | 'body' | null; cells?: TableCellInput[] | null }
/** Settings of a whole column, by position (the first entry is the first column). */
export type TableColumnInput = { fixed?: boolean | null; styling?: string | null }
export type TableOptions = {
  /** Each body row's first cell is its row header. */
  rowHeaders?: boolean | null
  /** The table-level switch: the first column stays in view (the same as fixing column 1). */
  fixedFirstColumn?: boolean | null
  columns?: readonly TableColumnInput[] | null
}

export type TableCell = {
  text: string
  colSpan: number
  /** th or td, and the th's scope: column headers in header rows, row headers in the first column. */
  header: null | 'col' | 'colgroup' | 'row'
  /** Padding added so every row spans the same number of columns. */
  filler: boolean
  /**
   * Stays in view while the table scrolls sideways (the spec's `fixed`): the number of fixed cells
   * before it in its row (they stack from the left edge), or null. Only a cell of one column can be
   * fixed: a spanning cell would cover its neighbours.
   */
  fixedIndex: number | null
  styling: TableStyling | null
}
export type TableRow = { cells: TableCell[] }
export type TableLayout = { columnCount: number; head: TableRow[]; body: TableRow[] }

/** A whole number from 1 to 12; anything else (empty, 0, 2.5, text) counts as 1. */
export function normaliseColSpan(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_COL_SPAN) : 1
}

const spanOf = (row: TableRowInput) => (row.cells ?? []).reduce((sum, cell) => sum + normaliseColSpan(cell.colSpan), 0)

const isStyling = (value: unknown): value is TableStyling => (TABLE_STYLINGS as readonly unknown[]).includes(value)

/** A cell's look: its own, else its column's ("plain" and anything unknown: none). */
export function cellStyling(cell: string | null | undefined, column: string | null | undefined): TableStyling | null {
  if (cell === 'plain') return null
  if (isStyling(cell)) return cell
  return isStyling(column) ? column : null
}

/**
 * The table as it renders. The leading header rows form the head, the rest the body. The column
 * count is the widest header row (the widest row when there is none); a row that spans more is cut
 * at the last column that fits, a shorter one is padded with empty cells, so every row lines up.
 * With `rowHeaders`, each body row's first cell is its row header. A cell is fixed (stays in view
 * while the table scrolls sideways) when it or its column is, or it is in the first column of a
 * table whose first column is fixed; its styling is its own, else its column's.
 */
export function tableLayout(rows: readonly TableRowInput[] | null | undefined, options: TableOptions = {}): TableLayout {
  const usable = (rows ?? []).filter((row) => (row.cells ?? []).length > 0)
  const headCount = usable.findIndex((row) => row.rowType !== 'header')
  const headRows = headCount === -1 ? usable : usable.slice(0, headCount)
  const bodyRows = headCount === -1 ? [] : usable.slice(headCount)
  const widest = (list: readonly TableRowInput[]) => list.reduce((max, row) => Math.max(max, spanOf(row)), 0)
  const columnCount = widest(headRows) || widest(usable)
  const column = (index: number): TableColumnInput => options.columns?.[index] ?? {}
  const columnFixed = (index: number) => Boolean(column(index).fixed) || (index === 0 && Boolean(options.fixedFirstColumn))

  const build = (row: TableRowInput): TableRow => {
    const isHeader = row.rowType === 'header'
    const cells: TableCell[] = []
    let used = 0
    let fixedBefore = 0
    const add = (cell: Omit<TableCell, 'fixedIndex'>, fixed: boolean) => {
      cells.push({ ...cell, fixedIndex: fixed && cell.colSpan === 1 ? fixedBefore++ : null })
    }
    for (const input of row.cells ?? []) {
      if (used >= columnCount) break
      const colSpan = Math.min(normaliseColSpan(input.colSpan), columnCount - used)
      const first = used === 0
      const header = isHeader ? (colSpan > 1 ? 'colgroup' : 'col') : options.rowHeaders && first ? 'row' : null
      add({ text: input.content?.trim() ?? '', colSpan, header, filler: false, styling: cellStyling(input.styling, column(used).styling) }, Boolean(input.fixed) || columnFixed(used))
      used += colSpan
    }
    for (; used < columnCount; used++) add({ text: '', colSpan: 1, header: null, filler: true, styling: cellStyling(null, column(used).styling) }, columnFixed(used))
    return { cells }
  }
  return { columnCount, head: headRows.map(build), body: bodyRows.map(build) }
}
