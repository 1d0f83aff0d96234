import type { Payload } from 'payload'
import { CountBuffer, type CountRow } from '@/domain/experiments/countBuffer'
import { runSql, type SqlValue } from '@/server/db/rawSql'

/**
 * Experiment counts in the database (collection experiment-counts): one row per experiment, variant
 * and day. Processes add to them with an upsert that increments, so several servers flushing at the
 * same moment each add their share and none overwrites another's.
 */
const UPSERT_BATCH = 200

function merged(rows: readonly CountRow[]): CountRow[] {
  const buffer = new CountBuffer()
  buffer.merge(rows)
  return buffer.drain()
}

export async function addExperimentCounts(payload: Payload, rows: readonly CountRow[]): Promise<void> {
  // One statement may not touch the same row twice (PostgreSQL refuses it): add duplicates up first.
  const all = merged(rows).filter((row) => row.visitors > 0 || row.ctaClicks > 0)
  const now = new Date().toISOString()
  for (let at = 0; at < all.length; at += UPSERT_BATCH) {
    const batch = all.slice(at, at + UPSERT_BATCH)
    const values: SqlValue[] = batch.flatMap((row) => [row.experiment, row.variant, row.day, row.visitors, row.ctaClicks, now, now])
    await runSql(
      payload,
      `INSERT INTO experiment_counts (experiment, variant, day, visitors, cta_clicks, updated_at, created_at) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')} ` +
        'ON CONFLICT (experiment, variant, day) DO UPDATE SET visitors = experiment_counts.visitors + excluded.visitors, ' +
        'cta_clicks = experiment_counts.cta_clicks + excluded.cta_clicks, updated_at = excluded.updated_at',
      values,
    )
  }
}

export interface VariantTotals {
  visitors: number
  ctaClicks: number
  /** Distinct people (emails) who sent a lead of a goal kind. */
  leads: number
}

/** One experiment phase to total: its scope (experimentScope) and the lead kinds its goal counts. */
export interface TotalsRequest {
  scope: string
  kinds: readonly string[]
}

/**
 * Totals per experiment scope (key, record and phase) and variant key: visitors and clickers
 * counted, and distinct people who sent at least one lead of a goal kind while assigned.
 */
export async function experimentTotals(payload: Payload, requests: readonly TotalsRequest[]): Promise<Map<string, Map<string, VariantTotals>>> {
  const out = new Map<string, Map<string, VariantTotals>>()
  if (!requests.length) return out
  const slot = (experiment: string, variant: string) => {
    let variants = out.get(experiment)
    if (!variants) out.set(experiment, (variants = new Map()))
    let totals = variants.get(variant)
    if (!totals) variants.set(variant, (totals = { visitors: 0, ctaClicks: 0, leads: 0 }))
    return totals
  }
  const scopes = requests.map((r) => r.scope)
  // Experiments with the same goal share one query (usually all of them: the default goal).
  const byGoal = new Map<string, { kinds: readonly string[]; scopes: string[] }>()
  for (const r of requests) {
    const goal = [...r.kinds].sort().join(',')
    if (!r.kinds.length) continue
    const group = byGoal.get(goal) ?? { kinds: r.kinds, scopes: [] }
    group.scopes.push(r.scope)
    byGoal.set(goal, group)
  }
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ')
  const [counts, ...leads] = await Promise.all([
    runSql(
      payload,
      `SELECT experiment, variant, SUM(visitors) AS visitors, SUM(cta_clicks) AS cta_clicks FROM experiment_counts WHERE experiment IN (${marks(scopes.length)}) GROUP BY experiment, variant`,
      [...scopes],
    ),
    ...[...byGoal.values()].map((group) =>
      runSql(
        payload,
        `SELECT e.experiment, e.variant, COUNT(DISTINCT l.email) AS leads FROM leads_experiments e JOIN leads l ON l.id = e._parent_id ` +
          `WHERE e.experiment IN (${marks(group.scopes.length)}) AND l.kind IN (${marks(group.kinds.length)}) GROUP BY e.experiment, e.variant`,
        [...group.scopes, ...group.kinds],
      ),
    ),
  ])
  for (const row of counts.rows) {
    const totals = slot(String(row.experiment), String(row.variant))
    totals.visitors = Number(row.visitors ?? 0)
    totals.ctaClicks = Number(row.cta_clicks ?? 0)
  }
  for (const result of leads) for (const row of result.rows) slot(String(row.experiment), String(row.variant)).leads = Number(row.leads ?? 0)
  return out
}
