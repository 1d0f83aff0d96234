import { NextResponse } from 'next/server'
import { logger } from '@/lib/logger'
import { runningExperiments } from '@/server/experiments/activeExperiments'

export const dynamic = 'force-dynamic'

/**
 * The running experiments as the proxy reads them (keys, page paths, variant weights; no content).
 * Served from the tag-revalidated data cache: the database is read only after a change.
 */
export async function GET() {
  try {
    return NextResponse.json({ experiments: await runningExperiments() }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error }, 'running experiments could not be read')
    return NextResponse.json({ error: 'Experiments are unavailable.' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
