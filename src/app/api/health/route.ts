import { pingDatabase } from '@/server/db/ping'
import { payloadClient } from '@/server/payload'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

export async function GET() {
  const started = performance.now()
  try {
    const payload = await payloadClient()
    await pingDatabase(payload)
    return Response.json(
      { status: 'ok', database: 'ok', latencyMs: Math.round(performance.now() - started) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    logger.warn({ err: error }, 'health check failed: database unreachable')
    return Response.json(
      { status: 'unavailable', database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
