/** The looks an editor can give a table. */
export const TABLE_STYLES = ['lines', 'striped', 'bordered'] as const

export const MAX_COL_SPAN = 12

export type TableCellInput = { content?: string | null; colSpan?: number | null }
export type TableRowInput = { rowType?: 'header' | 'body' | null; cells?: TableCellInput[] | null }

export type TableCell = {
  text: string
  colSpan: number
  /** th or td, and the th's scope: column headers in header rows, row headers in the first column. */
  header: null | 'col' | 'colgroup' | 'row'
  /** Padding added so every row spans the same number of columns. */
  filler: boolean
}
export type TableRow = { cells: TableCell[] }
export type TableLayout = { columnCount: number; head: TableRow[]; body: TableRow[] }

/** A whole number from 1 to 12; anything else (empty, 0, 2.5, text) counts as 1. */
export function normaliseColSpan(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_COL_SPAN) : 1
}

const spanOf = (row: TableRowInput) => (row.cells ?? []).reduce((sum, cell) => sum + normaliseColSpan(cell.colSpan), 0)

/**
 * The table as it renders: the leading header rows form the head, the rest the body. The column
 * count is the widest header row (the widest row when there is none); a row that spans more is cut
 * at the last column that fits, a shorter one is padded with empty cells, so every row lines up.
 * With `rowHeaders`, each body row's first cell is its row header.
 */
export function tableLayout(rows: readonly TableRowInput[] | null | undefined, rowHeaders = false): TableLayout {
  const usable = (rows ?? []).filter((row) => (row.cells ?? []).length > 0)
  const headCount = usable.findIndex((row) => row.rowType !== 'header')
  const headRows = headCount === -1 ? usable : usable.slice(0, headCount)
  const bodyRows = headCount === -1 ? [] : usable.slice(headCount)
  const widest = (list: readonly TableRowInput[]) => list.reduce((max, row) => Math.max(max, spanOf(row)), 0)
  const columnCount = widest(headRows) || widest(usable)

  const build = (row: TableRowInput): TableRow => {
    const isHeader = row.rowType === 'header'
    const cells: TableCell[] = []
    let used = 0
    for (const input of row.cells ?? []) {
      if (used >= columnCount) break
      const colSpan = Math.min(normaliseColSpan(input.colSpan), columnCount - used)
      const first = used === 0
      const header = isHeader ? (colSpan > 1 ? 'colgroup' : 'col') : rowHeaders && first ? 'row' : null
      cells.push({ text: input.content?.trim() ?? '', colSpan, header, filler: false })
      used += colSpan
    }
    for (; used < columnCount; used++) cells.push({ text: '', colSpan: 1, header: null, filler: true })
    return { cells }
  }
  return { columnCount, head: headRows.map(build), body: bodyRows.map(build) }
}
