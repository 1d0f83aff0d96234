import type { Payload } from 'payload'
import { EXPERIMENTS_SLUG } from '@/collections/slugs'
import { experimentReport, type ExperimentReport } from '@/domain/experiments/report'
import type { Experiment } from '@/payload-types'
import { experimentTotals } from './counts'

export interface ExperimentResults {
  id: number
  name: string
  key: string
  status: Experiment['status']
  winner: string | null
  report: ExperimentReport
}

type ExperimentDoc = Pick<Experiment, 'id' | 'name' | 'key' | 'status' | 'variants'> & { winner?: string | null }

/** The results of experiments as the admin shows them (on the experiment, and on the dashboard). */
export async function experimentResults(payload: Payload, docs: readonly ExperimentDoc[]): Promise<ExperimentResults[]> {
  const totals = await experimentTotals(payload, docs.map((doc) => doc.key))
  return docs.map((doc) => {
    const byVariant = totals.get(doc.key)
    const report = experimentReport(
      doc.variants.map((variant) => {
        const t = byVariant?.get(variant.key)
        return { key: variant.key, weight: variant.weight, visitors: t?.visitors ?? 0, conversions: t?.leads ?? 0, clicks: t?.ctaClicks ?? 0 }
      }),
    )
    return { id: doc.id, name: doc.name, key: doc.key, status: doc.status, winner: doc.winner ?? null, report }
  })
}

/** Results of every running experiment (the dashboard's "in progress"). */
export async function runningExperimentResults(payload: Payload): Promise<ExperimentResults[]> {
  const { docs } = await payload.find({ collection: EXPERIMENTS_SLUG, where: { status: { equals: 'running' } }, depth: 0, limit: 50, pagination: false, sort: 'name' })
  return experimentResults(payload, docs)
}
