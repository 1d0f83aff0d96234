import { isValidKey, isValidScope } from './assignment'

/**
 * Experiment counts gathered in memory between two writes to the database: per experiment, variant
 * and day (UTC), how many visitors entered it and how many clicked a tracked call to action. Adding
 * is a map lookup and an increment, nothing else, so the proxy can count on every request.
 */
export interface CountRow {
  /** The experiment's scope (key, record and phase: experimentScope). */
  experiment: string
  variant: string
  /** UTC day, YYYY-MM-DD. */
  day: string
  visitors: number
  ctaClicks: number
}

export type CountField = 'visitors' | 'ctaClicks'

/** Rows one buffer holds at most (experiments × variants × days between flushes is far smaller). */
export const MAX_BUFFERED_ROWS = 5_000

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10)
}

export function isCountRow(value: unknown): value is CountRow {
  if (!value || typeof value !== 'object') return false
  const row = value as Partial<CountRow>
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10_000_000
  return (
    typeof row.experiment === 'string' &&
    isValidScope(row.experiment) &&
    typeof row.variant === 'string' &&
    isValidKey(row.variant) &&
    typeof row.day === 'string' &&
    DAY.test(row.day) &&
    count(row.visitors) &&
    count(row.ctaClicks)
  )
}

export class CountBuffer {
  // Day -> experiment -> variant -> row: the keys are the same few strings again and again, so each
  // count is three lookups of known strings and an increment (no key string built per count).
  private byDay = new Map<string, Map<string, Map<string, CountRow>>>()
  private rows: CountRow[] = []

  get size(): number {
    return this.rows.length
  }

  /** False when the buffer is full (the count is dropped rather than memory growing without bound). */
  add(experiment: string, variant: string, day: string, field: CountField, amount = 1): boolean {
    let experiments = this.byDay.get(day)
    if (!experiments) this.byDay.set(day, (experiments = new Map()))
    let variants = experiments.get(experiment)
    if (!variants) experiments.set(experiment, (variants = new Map()))
    let row = variants.get(variant)
    if (!row) {
      if (this.rows.length >= MAX_BUFFERED_ROWS) return false
      row = { experiment, variant, day, visitors: 0, ctaClicks: 0 }
      variants.set(variant, row)
      this.rows.push(row)
    }
    row[field] += amount
    return true
  }

  /** Puts rows back (a write that failed), adding to what was counted meanwhile. */
  merge(rows: readonly CountRow[]): void {
    for (const row of rows) {
      if (row.visitors) this.add(row.experiment, row.variant, row.day, 'visitors', row.visitors)
      if (row.ctaClicks) this.add(row.experiment, row.variant, row.day, 'ctaClicks', row.ctaClicks)
    }
  }

  /** Everything counted so far; the buffer starts again empty. */
  drain(): CountRow[] {
    const rows = this.rows
    this.rows = []
    this.byDay = new Map()
    return rows
  }
}
