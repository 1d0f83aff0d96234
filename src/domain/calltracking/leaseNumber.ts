import { z } from 'zod'

/**
 * Call tracking (`POST /api/whodis`): a visitor gets a tracking number from the pool of a
 * routing group and keeps it while it is in use, so a call can be tied to the session.
 */

export const LEASE_TTL_MS = 30 * 60 * 1000

export interface Lease {
  readonly number: string
  readonly sessionID: string
  readonly routingGroupID: string
  readonly expiresAt: Date
  readonly lastUsedAt: Date
}

export interface LeaseRequest {
  readonly routingGroupID: string
  readonly sessionID: string
}

export type LeaseAction = 'renewed' | 'leased' | 'recycled'

export type LeaseDecision =
  | { readonly number: string; readonly action: LeaseAction; readonly expiresAt: Date }
  | { readonly error: 'empty_pool' }

export interface LeaseInput {
  /** Numbers of the request's routing group. */
  readonly pool: readonly string[]
  /** Current leases (any group; expired ones may be included). */
  readonly leases: readonly Lease[]
  readonly request: LeaseRequest
  readonly now: Date
  readonly ttlMs?: number
}

/**
 * 1. The same session and routing group keeps its number while the lease lives (renewed).
 * 2. Otherwise a number with no live lease is leased: the one idle longest, so a late call
 *    to a number is least likely to be credited to the wrong visitor.
 * 3. When every number is leased, the least recently used lease is recycled.
 */
export function leaseNumber({ pool, leases, request, now, ttlMs = LEASE_TTL_MS }: LeaseInput): LeaseDecision {
  const numbers = [...new Set(pool)]
  if (numbers.length === 0) return { error: 'empty_pool' }
  const expiresAt = new Date(now.getTime() + ttlMs)
  const inPool = new Set(numbers)
  const live = leases.filter((lease) => lease.expiresAt.getTime() > now.getTime() && inPool.has(lease.number))

  const own = live.find(
    (lease) => lease.sessionID === request.sessionID && lease.routingGroupID === request.routingGroupID,
  )
  if (own) return { number: own.number, action: 'renewed', expiresAt }

  const busy = new Set(live.map((lease) => lease.number))
  const free = numbers.filter((number) => !busy.has(number))
  if (free.length > 0) {
    const lastUse = lastUseByNumber(leases)
    const idlest = minBy(free, (number) => lastUse.get(number) ?? Number.NEGATIVE_INFINITY)
    return { number: idlest, action: 'leased', expiresAt }
  }

  const leastRecent = minBy(live, (lease) => lease.lastUsedAt.getTime())
  return { number: leastRecent.number, action: 'recycled', expiresAt }
}

function lastUseByNumber(leases: readonly Lease[]): Map<string, number> {
  const lastUse = new Map<string, number>()
  for (const lease of leases) {
    const time = lease.lastUsedAt.getTime()
    if (time > (lastUse.get(lease.number) ?? Number.NEGATIVE_INFINITY)) lastUse.set(lease.number, time)
  }
  return lastUse
}

/** First item with the smallest score (stable: ties keep input order). Caller guarantees a non-empty list. */
function minBy<T>(items: readonly T[], score: (item: T) => number): T {
  let best = items[0] as T
  let bestScore = score(best)
  for (const item of items.slice(1)) {
    const itemScore = score(item)
    if (itemScore < bestScore) {
      best = item
      bestScore = itemScore
    }
  }
  return best
}

// ---------------------------------------------------------------------------------------------
// Request body
// ---------------------------------------------------------------------------------------------

/** Exact wording of the spec's 400 answer. */
export const MISSING_PARAMETERS_MESSAGE = 'Missing required parameters!'
/** Ours: present but unusable (too long). */
export const INVALID_PARAMETERS_MESSAGE = 'Invalid parameters!'

const MAX_ID_LENGTH = 200
const MAX_URL_LENGTH = 2048

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function requiredParameter(maxLength: number) {
  return z
    .union([z.string(), z.number()], { error: MISSING_PARAMETERS_MESSAGE })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: MISSING_PARAMETERS_MESSAGE, abort: true })
        .max(maxLength, { error: INVALID_PARAMETERS_MESSAGE }),
    )
}

export const whodisRequestSchema = z.object({
  /** Numeric routing groups in dealer data are accepted and read as strings. */
  routingGroupID: requiredParameter(MAX_ID_LENGTH),
  sessionID: requiredParameter(MAX_ID_LENGTH),
  pageReferrer: requiredParameter(MAX_URL_LENGTH),
  leaseName: requiredParameter(MAX_ID_LENGTH),
  // Informational only: malformed metadata is dropped, never a reason to refuse a number.
  metaData: z
    .object({ dealerName: z.string().trim().max(MAX_ID_LENGTH).optional() })
    .optional()
    .catch(undefined),
})

export type WhodisRequest = z.output<typeof whodisRequestSchema>

export type ParseWhodisResult = { ok: true; request: WhodisRequest } | { ok: false; error: string }

const REQUIRED_KEYS = ['routingGroupID', 'sessionID', 'pageReferrer', 'leaseName'] as const

export function parseWhodisRequest(body: unknown): ParseWhodisResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: MISSING_PARAMETERS_MESSAGE }
  }
  const fields = body as Record<string, unknown>
  if (REQUIRED_KEYS.some((key) => isMissing(fields[key]))) return { ok: false, error: MISSING_PARAMETERS_MESSAGE }
  const parsed = whodisRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true, request: parsed.data }
  return { ok: false, error: parsed.error.issues[0]?.message ?? INVALID_PARAMETERS_MESSAGE }
}
