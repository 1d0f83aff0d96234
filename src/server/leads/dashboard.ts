import type { Payload } from 'payload'
import {
  dayRange,
  daySeries,
  OTHER,
  deliverySummary,
  percentileOfCounts,
  topGroups,
  type DashboardRange,
  type DaySeries,
  type DeliverySummary,
} from '@/domain/leads/dashboard'
import { REPEAT_STATUS, requestCounts } from '@/domain/leads/dedupe'
import { LEAD_KIND_LABELS, leadSourceLabel } from '@/domain/leads/leadLabels'
import { dealerNames } from '@/server/dealers/dealerNames'
import { runningExperimentResults, type ExperimentResults } from '@/server/experiments/results'
import { isPostgres, runSql } from '@/server/db/rawSql'

/**
 * The leads dashboard's numbers, each counted by the database (GROUP BY over the leads of the range,
 * answered from the covering index leads(created_at, kind, source, delivery_status, company_id,
 * state)); JavaScript only fills in empty days and names. Days are UTC days.
 *
 * Every count is of distinct requests: a repeat (the same person sending the same request again,
 * src/domain/leads/dedupe.ts) is counted apart, never as a lead of its own.
 */
export interface LeadsDashboardData {
  range: DashboardRange
  days: string[]
  /** Distinct requests in the range (repeats left out). */
  requests: number
  /** Repeats in the range, counted apart. */
  repeats: number
  byKind: { groups: { key: string; label: string }[]; series: DaySeries[]; repeatsPerDay: number[] }
  bySource: { groups: { key: string; label: string }[]; series: DaySeries[] }
  delivery: DeliverySummary & { p50Seconds: number | null; p95Seconds: number | null; timed: number }
  /** `leads`: distinct requests to the dealer; `repeats`: its repeats, apart. */
  topDealers: { companyId: number; name: string; leads: number; repeats: number }[]
  topStates: { state: string; leads: number }[]
  experiments: ExperimentResults[]
  /** Milliseconds each query took (the benchmark prints them). */
  timings: Record<string, number>
}

/** The covering index of the Leads collection (its `indexes`): Payload names a long compound index `compound_index_idx` (migration *_experiment_results). */
export const DASHBOARD_INDEX = 'compound_index_idx'
const TOP_SOURCES = 6
/** The group of leads that recorded no source (a chart key cannot be empty). */
const NO_SOURCE = 'unknown'
const TOP_N = 10

async function timed<T>(timings: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    timings[name] = Math.round((performance.now() - started) * 10) / 10
  }
}

/**
 * @param options.sequential run the queries one after another (the benchmark, for per-query times);
 * by default they are sent together.
 */
export async function leadsDashboard(payload: Payload, range: DashboardRange, { now = new Date(), sequential = false } = {}): Promise<LeadsDashboardData> {
  const pg = isPostgres(payload)
  const days = dayRange(now, range)
  const since = `${days[0]}T00:00:00.000Z`
  const day = pg ? "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')" : 'substr(created_at, 1, 10)'
  const seconds = pg ? 'EXTRACT(EPOCH FROM (delivered_at - created_at))' : '(julianday(delivered_at) - julianday(created_at)) * 86400.0'
  // SQLite's planner, without statistics, reads a single-column index (kind, company_id …) for a
  // GROUP BY and fetches every row for its date: told to use the covering index it never leaves it.
  const leads = pg ? 'leads' : `leads INDEXED BY ${DASHBOARD_INDEX}`
  // A repeat always has this delivery status (dedupe.ts REPEAT_STATUS), a column of the covering index.
  const isRepeat = `delivery_status = '${REPEAT_STATUS}'`
  const notRepeat = `(delivery_status IS NULL OR delivery_status <> '${REPEAT_STATUS}')`
  const timings: Record<string, number> = {}

  const all = async <T extends unknown[]>(tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> => {
    if (!sequential) return (await Promise.all(tasks.map((task) => task()))) as T
    const out: unknown[] = []
    for (const task of tasks) out.push(await task())
    return out as T
  }
  const [perDay, statuses, percentiles, dealers, states, experiments] = await all([
    () => timed(timings, 'perDay', () =>
      runSql(payload, `SELECT ${day} AS day, kind, COALESCE(source, '') AS source, CASE WHEN ${isRepeat} THEN 1 ELSE 0 END AS is_rep, COUNT(*) AS n FROM ${leads} WHERE created_at >= ? GROUP BY 1, 2, 3, 4`, [since]),
    ),
    () => timed(timings, 'delivery', () => runSql(payload, `SELECT delivery_status AS status, COUNT(*) AS n FROM ${leads} WHERE created_at >= ? GROUP BY delivery_status`, [since])),
    // Time to delivery of each delivered lead (to its last target's delivery), counted per whole
    // second by the database; p50 and p95 (nearest rank) from those counts.
    () => timed(timings, 'timeToDelivery', () =>
      runSql(
        payload,
        `SELECT CAST(ROUND(${seconds}) AS INTEGER) AS secs, COUNT(*) AS n FROM ${leads} WHERE created_at >= ? AND delivery_status = 'delivered' AND delivered_at IS NOT NULL GROUP BY 1`,
        [since],
      ),
    ),
    () => timed(timings, 'topDealers', () =>
      runSql(
        payload,
        `SELECT company_id, SUM(CASE WHEN ${isRepeat} THEN 0 ELSE 1 END) AS n, SUM(CASE WHEN ${isRepeat} THEN 1 ELSE 0 END) AS repeats FROM ${leads} WHERE created_at >= ? AND company_id IS NOT NULL GROUP BY company_id ORDER BY n DESC, company_id LIMIT ?`,
        [since, TOP_N],
      ),
    ),
    () => timed(timings, 'topStates', () =>
      runSql(
        payload,
        `SELECT UPPER(state) AS state, COUNT(*) AS n FROM ${leads} WHERE created_at >= ? AND state IS NOT NULL AND state <> '' AND ${notRepeat} GROUP BY UPPER(state) ORDER BY n DESC, UPPER(state) LIMIT ?`,
        [since, TOP_N],
      ),
    ),
    () => timed(timings, 'experiments', () => runningExperimentResults(payload)),
  ])

  const requestRows = perDay.rows.filter((r) => !Number(r.is_rep))
  const repeatRows = perDay.rows.filter((r) => Number(r.is_rep))
  const kindCounts = requestRows.map((r) => ({ day: String(r.day), group: String(r.kind), count: Number(r.n) }))
  const kinds = (Object.keys(LEAD_KIND_LABELS) as (keyof typeof LEAD_KIND_LABELS)[]).filter((k) => kindCounts.some((c) => c.group === k))
  const sources = topGroups(
    requestRows.map((r) => ({ day: String(r.day), group: String(r.source) || NO_SOURCE, count: Number(r.n) })),
    TOP_SOURCES,
  )
  const repeatsByDay = new Map<string, number>()
  for (const r of repeatRows) repeatsByDay.set(String(r.day), (repeatsByDay.get(String(r.day)) ?? 0) + Number(r.n))
  const counts = requestCounts(statuses.rows.map((r) => ({ status: r.status === null ? null : String(r.status), count: Number(r.n) })))

  const companyIds = dealers.rows.map((r) => Number(r.company_id))
  const names = companyIds.length ? await timed(timings, 'dealerNames', () => dealerNames(payload, companyIds)) : new Map<number, string>()

  const perSecond = percentiles.rows.map((r) => ({ value: Number(r.secs), count: Number(r.n) }))
  return {
    range,
    days,
    requests: counts.requests,
    repeats: counts.repeats,
    byKind: {
      groups: kinds.map((k) => ({ key: k, label: LEAD_KIND_LABELS[k] })),
      series: daySeries(days, kindCounts, kinds),
      repeatsPerDay: days.map((d) => repeatsByDay.get(d) ?? 0),
    },
    // The same names as the Leads list's "Lead source" column.
    bySource: { groups: sources.groups.map((s) => ({ key: s, label: s === OTHER ? OTHER : leadSourceLabel(s === NO_SOURCE ? null : s) })), series: daySeries(days, sources.counts, sources.groups) },
    delivery: {
      ...deliverySummary(statuses.rows.map((r) => ({ status: String(r.status), count: Number(r.n) }))),
      p50Seconds: percentileOfCounts(perSecond, 0.5),
      p95Seconds: percentileOfCounts(perSecond, 0.95),
      timed: perSecond.reduce((sum, c) => sum + c.count, 0),
    },
    topDealers: dealers.rows.map((r) => ({ companyId: Number(r.company_id), name: names.get(Number(r.company_id)) ?? `Dealer ${r.company_id}`, leads: Number(r.n), repeats: Number(r.repeats) })),
    topStates: states.rows.map((r) => ({ state: String(r.state), leads: Number(r.n) })),
    experiments,
    timings,
  }
}
