import { loadEnv } from '@/lib/env'
import type { Payload } from 'payload'
import type { Assignments } from '@/domain/experiments/assignment'
import { CountBuffer, utcDay } from '@/domain/experiments/countBuffer'
import { logger } from '@/lib/logger'
import { payloadClient } from '../payload'
import { addExperimentCounts } from './counts'

/**
 * Clicks on tracked calls to action by assigned visitors (the beacon route), gathered in memory like
 * the proxy's visitors and written every FLUSH_MS by this process itself (it has the database).
 */
const FLUSH_MS = loadEnv().EXPERIMENT_COUNTS_FLUSH_MS
const clicks = new CountBuffer()
let clickTimer: ReturnType<typeof setTimeout> | null = null

export function countClicks(assignments: Assignments, now = Date.now()): void {
  const day = utcDay(now)
  for (const experiment in assignments) clicks.add(experiment, assignments[experiment]!, day, 'ctaClicks')
  if (!clickTimer && clicks.size) {
    clickTimer = setTimeout(() => void flushClickCounts(), FLUSH_MS)
    clickTimer.unref?.()
  }
}

export async function flushClickCounts(payload?: Payload): Promise<void> {
  clickTimer = null
  const rows = clicks.drain()
  if (!rows.length) return
  try {
    await addExperimentCounts(payload ?? (await payloadClient()), rows)
  } catch (error) {
    clicks.merge(rows)
    logger.warn({ err: error }, 'experiment click counts not saved yet; kept for the next try')
    countClicks({})
  }
}
