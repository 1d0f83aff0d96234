import type { DeliveryStatus } from './deliveryStatus'

/**
 * The leads dashboard's shapes and the little arithmetic left after the database has grouped the
 * rows (src/server/leads/dashboard.ts): whole day series, top-N with "Other", delivery groups.
 */
export const DASHBOARD_RANGES = [30, 90] as const
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]

/** The range a `?leads=` query asks for; anything else is the first. */
export function dashboardRange(value: unknown): DashboardRange {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return (DASHBOARD_RANGES as readonly number[]).includes(n) ? (n as DashboardRange) : DASHBOARD_RANGES[0]
}

/** UTC days from `days - 1` days before `now` to `now`'s day, oldest first. */
export function dayRange(now: Date, days: number): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10))
}

export interface GroupCount {
  day: string
  group: string
  count: number
}

export type DaySeries = { day: string } & Record<string, number | string>

/** One row per day (every day, zero when nothing came) with a count per group. */
export function daySeries(days: readonly string[], counts: readonly GroupCount[], groups: readonly string[]): DaySeries[] {
  const byDay = new Map(days.map((day) => [day, Object.fromEntries(groups.map((g) => [g, 0])) as Record<string, number>]))
  for (const { day, group, count } of counts) {
    const row = byDay.get(day)
    if (row && group in row) row[group] = (row[group] ?? 0) + count
  }
  return days.map((day) => ({ day, ...byDay.get(day)! }))
}

export const OTHER = 'Other'

/** The `n` largest groups by total; the rest are counted as "Other". */
export function topGroups(counts: readonly GroupCount[], n: number): { groups: string[]; counts: GroupCount[] } {
  const totals = new Map<string, number>()
  for (const c of counts) totals.set(c.group, (totals.get(c.group) ?? 0) + c.count)
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([g]) => g)
  const kept = new Set(ranked.slice(0, n))
  const folded = counts.map((c) => (kept.has(c.group) ? c : { ...c, group: OTHER }))
  return { groups: ranked.length > n ? [...ranked.slice(0, n), OTHER] : ranked, counts: folded }
}

export interface DeliverySummary {
  delivered: number
  retrying: number
  dead: number
  /** Leads with no dealer, CRM or homeowner copy to send to. */
  nothingToSend: number
  /** Repeats of an earlier request: stored, not sent again. */
  repeats: number
}

/** Lead delivery statuses in the dashboard's groups. */
export function deliverySummary(rows: readonly { status: string; count: number }[]): DeliverySummary {
  const group: Record<DeliveryStatus, keyof DeliverySummary> = {
    delivered: 'delivered',
    pending: 'retrying',
    retrying: 'retrying',
    dead: 'dead',
    repeat: 'repeats',
    none: 'nothingToSend',
  }
  const out: DeliverySummary = { delivered: 0, retrying: 0, dead: 0, nothingToSend: 0, repeats: 0 }
  for (const { status, count } of rows) out[group[status as DeliveryStatus] ?? 'retrying'] += count
  return out
}

/**
 * The dashboard's headline: distinct requests, with repeats apart.
 * "72 requests from 2026-11-01 to 2026-11-30 (days in UTC). 91 repeats are not counted: …".
 */
export function requestsHeadline({ requests, repeats }: { requests: number; repeats: number }, days: readonly string[]): string {
  const n = (value: number) => value.toLocaleString('en-US')
  const head = `${n(requests)} ${requests === 1 ? 'request' : 'requests'} from ${days[0]} to ${days[days.length - 1]} (days in UTC).`
  if (!repeats) return head
  const what = repeats === 1 ? '1 repeat is' : `${n(repeats)} repeats are`
  return `${head} ${what} not counted: the same person sending the same request again.`
}

/** "42 s", "3 min 5 s", "2 h 10 min". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '–'
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s} s`
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`
  const minutes = Math.round((s % 3600) / 60)
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`
}

/** CSV of rows with the given columns (cells quoted; spreadsheet formulas neutralised as in the lead export). */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    let text = String(value)
    if (/^[=+\-@]/.test(text)) text = `'${text}`
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/**
 * Nearest-rank percentile from counts per value (a histogram the database grouped): the smallest
 * value whose cumulative count reaches p of the total. Null without data.
 */
export function percentileOfCounts(counts: readonly { value: number; count: number }[], p: number): number | null {
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => a.value - b.value)
  const total = sorted.reduce((s, c) => s + c.count, 0)
  if (!total) return null
  const rank = Math.max(1, Math.ceil(p * total))
  let seen = 0
  for (const c of sorted) if ((seen += c.count) >= rank) return c.value
  return sorted[sorted.length - 1]!.value
}
