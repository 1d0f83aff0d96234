import { loadEnv } from '@/lib/env'
import { CountBuffer, utcDay, type CountRow } from '@/domain/experiments/countBuffer'
import type { ExperimentDecision } from '@/domain/experiments/assignment'
import { selfOrigin } from '@/server/proxy/selfFetch'
import { COUNTS_SIGNATURE_HEADER, signCounts } from './countsSignature'

/**
 * Experiment visitors, counted where the proxy assigns them (docs/experiments.md "Counting"): the
 * first countable page view of an assignment the server made is one visitor of that variant. On the
 * request path this is a map increment and nothing else (no I/O, no await); every FLUSH_MS the
 * process sends what it counted to the app (`POST /api/experiments/counts`, signed), which adds it
 * to the database. A crash loses at most the counts of the last FLUSH_MS of that process.
 */
export const EXPERIMENT_COUNTS_PATH = '/api/experiments/counts'
const FLUSH_MS = loadEnv().EXPERIMENT_COUNTS_FLUSH_MS

const buffer = new CountBuffer()
let timer: ReturnType<typeof setTimeout> | null = null
let flushing: Promise<void> | null = null

// Today's UTC day, worked out again only when the day ends.
let day = ''
let dayEnds = 0
function today(now: number): string {
  if (now >= dayEnds) {
    day = utcDay(now)
    dayEnds = Date.parse(`${day}T00:00:00.000Z`) + 86_400_000
  }
  return day
}

/** Counts the visitors `decideExperiments` counted (decision.fresh: variant per experiment scope). */
export function countExposures(decision: ExperimentDecision): void {
  const fresh = Object.keys(decision.fresh)
  if (fresh.length === 0) return
  const day = today(Date.now())
  for (const experiment of fresh) buffer.add(experiment, decision.fresh[experiment]!, day, 'visitors')
  // The counts go to this server itself (selfOrigin), never to the request's origin: behind a
  // TLS-terminating balancer that is https://…, which this plain-HTTP server does not answer.
  if (!timer) schedule()
}

function schedule(): void {
  timer = setTimeout(() => void flushExposures(), FLUSH_MS)
  // A timer alone does not keep a process alive that is shutting down.
  timer.unref?.()
}

async function send(rows: CountRow[]): Promise<void> {
  const body = JSON.stringify({ sentAt: Date.now(), rows })
  const response = await fetch(new URL(EXPERIMENT_COUNTS_PATH, selfOrigin()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [COUNTS_SIGNATURE_HEADER]: signCounts(body) },
    body,
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}

/** Sends what this process counted; on failure the counts stay for the next try. */
export function flushExposures(): Promise<void> {
  timer = null
  flushing ??= (async () => {
    const rows = buffer.drain()
    if (!rows.length) return
    try {
      await send(rows)
    } catch (error) {
      buffer.merge(rows)
      console.warn(JSON.stringify({ msg: 'experiment counts not saved yet; kept for the next try', error: String(error) }))
    }
  })().finally(() => {
    flushing = null
    if (buffer.size && !timer) schedule()
  })
  return flushing
}
