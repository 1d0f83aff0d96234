/** Cells a spreadsheet would run as a formula: = + - @, a tab or a carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180 quoting) for every export of this site (leads, dealers). A cell starting
 * with a formula character is prefixed with an apostrophe, so text from a homeowner or an import can
 * never run as a formula in the admin's spreadsheet; `unguardCsvCell` undoes it when a file comes back.
 * Cells with leading or trailing spaces are quoted so the spaces survive.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A cell as csvCell wrote it, without the formula guard: what an import of our own export reads. */
export function unguardCsvCell(raw: string): string {
  return raw.startsWith("'") && FORMULA_START.test(raw.slice(1)) ? raw.slice(1) : raw
}
