import { z } from 'zod'

/**
 * Call tracking (`POST /api/whodis`): a visitor gets a tracking number from the pool of a
 * routing group and keeps it while it is in use, so a call can be tied to the session.
 */

/** A session that asked again for its number (another page, another Call Now) is using it. */
export const LEASE_TTL_MS = 30 * 60 * 1000
/**
 * A session seen once holds its number a shorter while: an anonymous burst of new sessions then
 * gives its numbers back to the pool soon, while a visitor who comes back keeps theirs.
 */
export const FIRST_LEASE_TTL_MS = 10 * 60 * 1000

export interface Lease {
  readonly number: string
  readonly sessionID: string
  readonly routingGroupID: string
  readonly expiresAt: Date
  readonly lastUsedAt: Date
  /** Who holds it, as the rate limits count clients (an IPv6 client is its /64); null when unknown. */
  readonly clientKey?: string | null
  /** Times the session asked again for its number. */
  readonly renewals?: number
}

export interface LeaseRequest {
  readonly routingGroupID: string
  readonly sessionID: string
  readonly clientKey?: string | null
}

/**
 * Whose number a recycle takes, in the order they are taken:
 * - `own`: another session of the same client (harms nobody else);
 * - `surplus`: a client holding more than one number (a burst) gives up its idlest;
 * - `unengaged`: a session seen once (it never asked again);
 * - `engaged`: a visitor who came back for their number; the last resort.
 */
export type RecycleSource = 'own' | 'surplus' | 'unengaged' | 'engaged'

/** Which budgets a recycle spends: none, the requesting client's, or the client's and the pool's. */
export type RecycleCost = 'free' | 'client' | 'client-and-pool'

export type LeaseDecision =
  | { readonly number: string; readonly action: 'renewed' | 'leased'; readonly expiresAt: Date }
  | { readonly number: string; readonly action: 'recycled'; readonly expiresAt: Date; readonly from: RecycleSource }
  | { readonly error: 'empty_pool' }

export interface LeaseInput {
  /** Numbers of the request's routing group. */
  readonly pool: readonly string[]
  /** Current leases (any group; expired ones may be included). */
  readonly leases: readonly Lease[]
  readonly request: LeaseRequest
  readonly now: Date
}

/** Taking an engaged visitor's number is what the per-pool budget guards; a burst's own or surplus numbers cost it nothing. */
export function recycleCost(from: RecycleSource): RecycleCost {
  if (from === 'own') return 'free'
  return from === 'engaged' ? 'client-and-pool' : 'client'
}

/**
 * Free numbers kept for clients that hold no number of the pool yet: one in ten, at least one
 * (none for a pool of one number). A client that already holds one takes over its own instead.
 */
export function poolReserve(poolSize: number): number {
  return poolSize < 2 ? 0 : Math.max(1, Math.ceil(poolSize / 10))
}

const isEngaged = (lease: Lease): boolean => (lease.renewals ?? 0) > 0

/**
 * 1. The same session and routing group keeps its number while the lease lives (renewed, 30 min).
 * 2. Otherwise a number with no live lease is leased (10 min): the one idle longest, so a late call
 *    to a number is least likely to be credited to the wrong visitor. The last `poolReserve` free
 *    numbers go only to a client that holds no number of the pool.
 * 3. Otherwise a live lease is recycled (10 min), in the order of `RecycleSource`, least recently
 *    used first within each.
 */
export function leaseNumber({ pool, leases, request, now }: LeaseInput): LeaseDecision {
  const numbers = [...new Set(pool)]
  if (numbers.length === 0) return { error: 'empty_pool' }
  const inPool = new Set(numbers)
  const live = leases.filter(
    (lease) => lease.expiresAt.getTime() > now.getTime() && inPool.has(lease.number) && lease.routingGroupID === request.routingGroupID,
  )
  const firstExpiry = new Date(now.getTime() + FIRST_LEASE_TTL_MS)

  const own = live.find((lease) => lease.sessionID === request.sessionID)
  if (own) return { number: own.number, action: 'renewed', expiresAt: new Date(now.getTime() + LEASE_TTL_MS) }

  const clientKey = request.clientKey ?? null
  const mine = clientKey === null ? [] : live.filter((lease) => lease.clientKey === clientKey)
  const busy = new Set(live.map((lease) => lease.number))
  const free = numbers.filter((number) => !busy.has(number))
  if (free.length > 0 && (mine.length === 0 || free.length > poolReserve(numbers.length))) {
    const lastUse = lastUseByNumber(leases)
    const idlest = minBy(free, (number) => lastUse.get(number) ?? Number.NEGATIVE_INFINITY)
    return { number: idlest, action: 'leased', expiresAt: firstExpiry }
  }

  const [lease, from] = recycleCandidate(live, mine)
  return { number: lease.number, action: 'recycled', expiresAt: firstExpiry, from }
}

/** The lease to take over and whose it is. `live` is not empty: every number is busy, or the client holds one. */
function recycleCandidate(live: readonly Lease[], mine: readonly Lease[]): [Lease, RecycleSource] {
  // Within a group: a session seen once before one that came back, then least recently used.
  const idlest = (group: readonly Lease[]) => minBy(group, (lease) => (isEngaged(lease) ? 1 : 0) * 1e15 + lease.lastUsedAt.getTime())
  if (mine.length > 0) return [idlest(mine), 'own']

  const byClient = new Map<string, Lease[]>()
  for (const lease of live) {
    if (lease.clientKey == null) continue
    const held = byClient.get(lease.clientKey)
    if (held) held.push(lease)
    else byClient.set(lease.clientKey, [lease])
  }
  const heaviest = [...byClient.values()].reduce<Lease[]>((most, held) => (held.length > most.length ? held : most), [])
  if (heaviest.length > 1) return [idlest(heaviest), 'surplus']

  const unengaged = live.filter((lease) => !isEngaged(lease))
  if (unengaged.length > 0) return [idlest(unengaged), 'unengaged']
  return [idlest(live), 'engaged']
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
