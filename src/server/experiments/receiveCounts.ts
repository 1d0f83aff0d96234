import type { Payload } from 'payload'
import { isCountRow } from '@/domain/experiments/countBuffer'
import { logger } from '@/lib/logger'
import { readTextBody } from '@/server/http/readJsonBody'
import { addExperimentCounts } from './counts'
import { COUNTS_MAX_AGE_MS, COUNTS_SIGNATURE_HEADER, isValidCountsSignature } from './countsSignature'

const MAX_BODY_BYTES = 512 * 1024
const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** POST /api/experiments/counts: adds a proxy's signed counts `{ sentAt, rows }` to the database. */
export async function receiveExposureCounts(request: Request, payload: Payload, now = Date.now()): Promise<Response> {
  const body = await readTextBody(request, MAX_BODY_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? json({ error: 'The request is too large.' }, 413) : json({ error: 'Send the counts as JSON.' }, 400)
  if (!isValidCountsSignature(body.text, request.headers.get(COUNTS_SIGNATURE_HEADER))) return json({ error: 'Not signed by this site.' }, 403)
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return json({ error: 'Send the counts as JSON.' }, 400)
  }
  const { sentAt, rows } = (parsed ?? {}) as { sentAt?: unknown; rows?: unknown }
  if (typeof sentAt !== 'number' || Math.abs(now - sentAt) > COUNTS_MAX_AGE_MS) return json({ error: 'These counts are too old.' }, 400)
  if (!Array.isArray(rows) || !rows.every(isCountRow)) return json({ error: 'Malformed counts.' }, 400)
  try {
    await addExperimentCounts(payload, rows)
  } catch (error) {
    logger.error({ err: error }, 'experiment counts could not be saved')
    return json({ error: 'The counts could not be saved.' }, 503)
  }
  return new Response(null, { status: 204 })
}
