import { NextResponse } from 'next/server'
import { isRunning } from '@/domain/experiments/assignment'
import { logger } from '@/lib/logger'
import { runningExperiments } from '@/server/experiments/activeExperiments'

export const dynamic = 'force-dynamic'

/**
 * The running experiments as the proxy reads them (keys, page paths, variant weights; no content).
 * Public, so only those running now: one set to running with a start still ahead is left out until
 * it starts (the proxy asks again every 30 s). Read from the tag-revalidated data cache (the
 * database is read only after a change) and filtered by the clock on each request.
 */
export async function GET() {
  try {
    const now = new Date()
    const experiments = (await runningExperiments()).filter((experiment) => isRunning(experiment, now))
    return NextResponse.json({ experiments }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error }, 'running experiments could not be read')
    return NextResponse.json({ error: 'Experiments are unavailable.' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
