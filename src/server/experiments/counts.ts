import type { Payload } from 'payload'
import { CountBuffer, type CountRow } from '@/domain/experiments/countBuffer'
import { runSql, type SqlValue } from '@/server/leads/rawSql'

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
  leads: number
}

/** Totals per experiment key and variant key: visitors and clickers counted, and distinct people who sent a lead. */
export async function experimentTotals(payload: Payload, keys: readonly string[]): Promise<Map<string, Map<string, VariantTotals>>> {
  const out = new Map<string, Map<string, VariantTotals>>()
  if (!keys.length) return out
  const slot = (experiment: string, variant: string) => {
    let variants = out.get(experiment)
    if (!variants) out.set(experiment, (variants = new Map()))
    let totals = variants.get(variant)
    if (!totals) variants.set(variant, (totals = { visitors: 0, ctaClicks: 0, leads: 0 }))
    return totals
  }
  const placeholders = keys.map(() => '?').join(', ')
  const [counts, leads] = await Promise.all([
    runSql(
      payload,
      `SELECT experiment, variant, SUM(visitors) AS visitors, SUM(cta_clicks) AS cta_clicks FROM experiment_counts WHERE experiment IN (${placeholders}) GROUP BY experiment, variant`,
      [...keys],
    ),
    // A conversion is a person (email) who sent at least one lead while assigned to the variant.
    runSql(
      payload,
      `SELECT e.experiment, e.variant, COUNT(DISTINCT l.email) AS leads FROM leads_experiments e JOIN leads l ON l.id = e._parent_id WHERE e.experiment IN (${placeholders}) GROUP BY e.experiment, e.variant`,
      [...keys],
    ),
  ])
  for (const row of counts.rows) {
    const totals = slot(String(row.experiment), String(row.variant))
    totals.visitors = Number(row.visitors ?? 0)
    totals.ctaClicks = Number(row.cta_clicks ?? 0)
  }
  for (const row of leads.rows) slot(String(row.experiment), String(row.variant)).leads = Number(row.leads ?? 0)
  return out
}
