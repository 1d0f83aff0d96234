import { loadEnv } from '@/lib/env'
import crypto from 'node:crypto'
import { parseStoredAssignments, type StoredAssignments } from '@/domain/experiments/assignment'

/**
 * The experiment cookie is signed (HMAC-SHA256 with the site secret, truncated to 128 bits): a
 * hand-written or edited cookie cannot steer a visitor into a variant, make a visitor count, or
 * attribute a lead. Value: `<payload>.<signature>`.
 */
function secret(): string {
  const value = loadEnv().PAYLOAD_SECRET
  return `experiment-cookie:${value}`
}

function signature(payload: string): string {
  return crypto.createHmac('sha256', secret()).update(payload).digest().subarray(0, 16).toString('base64url')
}

export function signAssignmentCookie(payload: string): string {
  return `${payload}.${signature(payload)}`
}

/**
 * The assignments a cookie holds. A cookie whose signature does not check out keeps its pairs
 * (so the experiments they name reassign the visitor and leave them uncounted) but with a run no
 * experiment has: none of them is ever current.
 */
export function readAssignmentCookie(value: string | undefined | null): StoredAssignments {
  if (!value) return {}
  const dot = value.lastIndexOf('.')
  const payload = dot < 0 ? value : value.slice(0, dot)
  const given = dot < 0 ? '' : value.slice(dot + 1)
  const stored = parseStoredAssignments(payload)
  const expected = signature(payload)
  const valid = given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  if (valid) return stored
  const forged: StoredAssignments = {}
  // Pairs of the old unsigned format ("key_variant") are forged too: keep their keys.
  for (const pair of payload.split('~')) {
    const key = pair.split('_')[0]
    if (key) forged[key] = { variant: 'forged', run: 0, phase: 0, state: 'x' }
  }
  return forged
}
