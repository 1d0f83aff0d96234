/** Columns sit on a 12-column grid: each column spans a whole number of grid columns. */
export const GRID_COLUMNS = 12

/** What an editor picks for a column: a span of the 12-column grid, or `auto` (share what is left). */
export const COLUMN_WIDTHS = ['auto', '2', '3', '4', '5', '6', '7', '8', '9', '10', '12'] as const
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number]

export const COLUMN_WIDTH_LABELS: Record<ColumnWidth, string> = {
  auto: 'Automatic (share the rest)',
  '2': '2 of 12 (a sixth)',
  '3': '3 of 12 (a quarter)',
  '4': '4 of 12 (a third)',
  '5': '5 of 12',
  '6': '6 of 12 (a half)',
  '7': '7 of 12',
  '8': '8 of 12 (two thirds)',
  '9': '9 of 12 (three quarters)',
  '10': '10 of 12 (five sixths)',
  '12': '12 of 12 (full width)',
}

/**
 * The grid span of each column on wide screens. Fixed widths keep their span (clamped to 1-12);
 * `auto` columns share what the fixed ones leave on the row, the first ones taking any remainder.
 * When nothing is left (or less than one grid column each), auto columns share a row of their own,
 * so a column is never squeezed to nothing. Spans that add up to more than 12 wrap onto a new row.
 */
export function columnSpans(widths: readonly (string | null | undefined)[]): number[] {
  const fixed = widths.map(parseSpan)
  const autoCount = fixed.filter((span) => span === null).length
  if (autoCount === 0) return fixed.map((span) => span ?? GRID_COLUMNS)
  const used = fixed.reduce<number>((sum, span) => sum + (span ?? 0), 0)
  // What is left on the row the fixed columns end on (nothing when they fill it exactly).
  const rest = used % GRID_COLUMNS
  const left = used > 0 && rest === 0 ? 0 : GRID_COLUMNS - rest
  const pool = left >= autoCount ? left : GRID_COLUMNS
  const base = Math.max(1, Math.floor(pool / autoCount))
  let extra = Math.max(0, pool - base * autoCount)
  return fixed.map((span) => {
    if (span !== null) return span
    if (extra > 0) {
      extra -= 1
      return base + 1
    }
    return base
  })
}

function parseSpan(width: string | null | undefined): number | null {
  if (!width || width === 'auto') return null
  const span = Number.parseInt(width, 10)
  if (!Number.isFinite(span)) return null
  return Math.min(GRID_COLUMNS, Math.max(1, span))
}
