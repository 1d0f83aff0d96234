import { loadEnv } from '@/lib/env'
import crypto from 'node:crypto'

/**
 * The proxy hands its exposure counts to the app over HTTP (it does not load Payload). The request
 * is signed with the app's secret, so nobody else can add visitors to an experiment.
 */
export const COUNTS_SIGNATURE_HEADER = 'x-experiment-counts-signature'
/** A signed body older (or newer) than this is refused: a captured request cannot be replayed later. */
export const COUNTS_MAX_AGE_MS = 5 * 60_000

function secret(): string {
  const value = loadEnv().PAYLOAD_SECRET
  return `experiment-counts:${value}`
}

export function signCounts(body: string): string {
  return crypto.createHmac('sha256', secret()).update(body).digest('hex')
}

export function isValidCountsSignature(body: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  const expected = Buffer.from(signCounts(body), 'hex')
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
