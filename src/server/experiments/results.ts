import type { Payload } from 'payload'
import { EXPERIMENTS_SLUG } from '@/collections/slugs'
import { experimentRun, experimentScope } from '@/domain/experiments/assignment'
import { experimentReport, type ExperimentReport } from '@/domain/experiments/report'
import { splitText } from '@/domain/experiments/phases'
import { LEAD_KIND_LABELS } from '@/domain/leads/leadLabels'
import type { LeadKind } from '@/domain/leads/leadNames'
import type { Experiment } from '@/payload-types'
import { experimentTotals, type TotalsRequest } from './counts'

export interface PhaseResults {
  phase: number
  startedAt: string | null
  split: string
  report: ExperimentReport
}

/** One results view shape for the experiment's page and the dashboard. */
export interface ExperimentResults {
  id: number
  name: string
  key: string
  status: Experiment['status']
  winner: string | null
  /** The lead kinds counted as conversions, in words. */
  goal: string[]
  /** The current phase and its report. */
  phase: number
  report: ExperimentReport
  /** Earlier phases, newest first (their shares, as recorded). */
  earlierPhases: PhaseResults[]
  /** Titles of pages it runs on that hold no placement block of it (visitors there see no variant). */
  pagesWithoutPlacement: string[]
}

type ExperimentDoc = Pick<Experiment, 'id' | 'name' | 'key' | 'status' | 'variants' | 'createdAt'> &
  Partial<Pick<Experiment, 'goal' | 'phase' | 'phases' | 'pages'>> & { winner?: string | null }

const DEFAULT_GOAL: LeadKind[] = ['CONTACT_DEALER', 'CONTACT_US']
const goalOf = (doc: ExperimentDoc): string[] => doc.goal ?? DEFAULT_GOAL
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : null)

async function pagesWithoutPlacement(payload: Payload, doc: ExperimentDoc): Promise<string[]> {
  const ids = (doc.pages ?? []).map(idOf).filter((id): id is number => id !== null)
  if (!ids.length) return []
  const { docs } = await payload.find({ collection: 'pages', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, select: { title: true, layout: true } })
  return docs
    .filter((page) => !(page.layout ?? []).some((block) => block.blockType === 'experimentPlacement' && idOf((block as { experiment?: unknown }).experiment) === doc.id))
    .map((page) => page.title)
}

/** The results of experiments as the admin shows them (on the experiment, and on the dashboard). */
export async function experimentResults(payload: Payload, docs: readonly ExperimentDoc[], { withHistory = true } = {}): Promise<ExperimentResults[]> {
  const requests: TotalsRequest[] = docs.flatMap((doc) => {
    const current = doc.phase ?? 1
    const phases = withHistory ? Array.from({ length: current }, (_, i) => i + 1) : [current]
    return phases.map((phase) => ({ scope: experimentScope({ key: doc.key, run: experimentRun(doc), phase }), kinds: goalOf(doc) }))
  })
  const totals = await experimentTotals(payload, requests)
  return Promise.all(
    docs.map(async (doc) => {
      const current = doc.phase ?? 1
      const phaseReport = (phase: number, variants: readonly { key: string; weight: number }[]) => {
        const byVariant = totals.get(experimentScope({ key: doc.key, run: experimentRun(doc), phase }))
        // Variants counted in that phase but since removed still show (after the current ones).
        const keys = [...variants.map((v) => v.key), ...[...(byVariant?.keys() ?? [])].filter((k) => !variants.some((v) => v.key === k))]
        return experimentReport(
          keys.map((key) => {
            const t = byVariant?.get(key)
            return { key, weight: variants.find((v) => v.key === key)?.weight ?? 0, visitors: t?.visitors ?? 0, conversions: t?.leads ?? 0, clicks: t?.ctaClicks ?? 0 }
          }),
        )
      }
      const history = doc.phases ?? []
      const earlierPhases: PhaseResults[] = withHistory
        ? Array.from({ length: current - 1 }, (_, i) => current - 1 - i).map((phase) => {
            const record = history.find((p) => p.phase === phase)
            // The shares of an earlier phase, read back from its record ("control 50 / b 50").
            const variants = (record?.split ?? splitText(doc.variants)).split(' / ').map((part) => {
              const [key = '', weight = '1'] = part.split(' ')
              return { key, weight: Number(weight) }
            })
            return { phase, startedAt: record?.startedAt ?? null, split: record?.split ?? '', report: phaseReport(phase, variants) }
          })
        : []
      return {
        id: doc.id,
        name: doc.name,
        key: doc.key,
        status: doc.status,
        winner: doc.winner ?? null,
        goal: goalOf(doc).map((kind) => LEAD_KIND_LABELS[kind as LeadKind] ?? kind),
        phase: current,
        report: phaseReport(current, doc.variants),
        earlierPhases,
        pagesWithoutPlacement: withHistory ? await pagesWithoutPlacement(payload, doc) : [],
      }
    }),
  )
}

/** Results of every running experiment, current phase only (the dashboard's "in progress"). */
export async function runningExperimentResults(payload: Payload): Promise<ExperimentResults[]> {
  const { docs } = await payload.find({ collection: EXPERIMENTS_SLUG, where: { status: { equals: 'running' } }, depth: 0, limit: 50, pagination: false, sort: 'name' })
  return experimentResults(payload, docs, { withHistory: false })
}
