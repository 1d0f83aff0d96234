import { NextResponse, type NextRequest } from 'next/server'
import {
  decideExperiments,
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE,
  isValidKey,
  VARIANT_ROUTE_PREFIX,
  variantPath,
  type ExperimentRule,
} from '@/domain/experiments/assignment'
import { countExposures } from './exposures'

/**
 * Experiment routing for `src/proxy.ts` (docs/experiments.md). Runs before every page request, so it
 * stays cheap: no database, no Payload. It keeps the running experiments in memory for
 * `FRESH_MS`, refreshed in the background from `/api/experiments/active` (itself served from Next's
 * tag-revalidated data cache), assigns the visitor and rewrites to the pre-rendered variant page.
 */
export const ACTIVE_EXPERIMENTS_PATH = '/api/experiments/active'
/** How long one instance trusts its copy; a saved experiment reaches every instance within this. */
const FRESH_MS = 30_000
/** After a failed load, when to try again (meanwhile: no experiments, everyone sees the control). */
const RETRY_MS = 5_000
/** The spec's budget for a decision: without one in 2 s the visitor sees the control. */
export const DECISION_TIMEOUT_MS = 2_000

type Snapshot = { experiments: ExperimentRule[]; fetchedAt: number; ok: boolean }

function isRule(value: unknown): value is ExperimentRule {
  if (!value || typeof value !== 'object') return false
  const rule = value as Partial<ExperimentRule>
  return (
    typeof rule.key === 'string' &&
    isValidKey(rule.key) &&
    Array.isArray(rule.paths) &&
    rule.paths.every((p) => typeof p === 'string') &&
    Array.isArray(rule.variants) &&
    rule.variants.every((v) => v && typeof v.key === 'string' && isValidKey(v.key) && typeof v.weight === 'number')
  )
}

/**
 * One process's copy of the running experiments. A stale copy is used while a fresh one loads; only
 * the first request of a process waits, and never past the decision budget (then: null, control).
 */
export function experimentListCache({ freshMs = FRESH_MS, retryMs = RETRY_MS, timeoutMs = DECISION_TIMEOUT_MS } = {}) {
  let snapshot: Snapshot | null = null
  let inflight: Promise<Snapshot> | null = null

  async function load(origin: string): Promise<Snapshot> {
    try {
      const response = await fetch(new URL(ACTIVE_EXPERIMENTS_PATH, origin), { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { experiments?: unknown }
      const experiments = Array.isArray(body.experiments) ? body.experiments.filter(isRule) : []
      return (snapshot = { experiments, fetchedAt: Date.now(), ok: true })
    } catch (error) {
      console.warn(JSON.stringify({ msg: 'experiments list unavailable; visitors see the control', error: String(error) }))
      return (snapshot = { experiments: snapshot?.experiments ?? [], fetchedAt: Date.now(), ok: false })
    }
  }

  function refresh(origin: string): Promise<Snapshot> {
    inflight ??= load(origin).finally(() => {
      inflight = null
    })
    return inflight
  }

  return async function knownExperiments(origin: string, now = Date.now()): Promise<ExperimentRule[] | null> {
    const current = snapshot
    if (current && now - current.fetchedAt < (current.ok ? freshMs : retryMs)) return current.experiments
    const pending = refresh(origin)
    if (current) return current.experiments
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs)
    })
    try {
      return await Promise.race([pending.then((s) => s.experiments), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
}

const knownExperiments = experimentListCache()

/**
 * This server itself (`next start` sets PORT). Never the request's origin: behind a TLS-terminating
 * proxy that is `https://…`, which this plain-HTTP server does not answer.
 */
const selfOrigin = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}`

export function isVariantRoute(pathname: string): boolean {
  return pathname === VARIANT_ROUTE_PREFIX || pathname.startsWith(`${VARIANT_ROUTE_PREFIX}/`)
}

/**
 * The response for a page request when an experiment applies to it, or null to let it through.
 * Editors previewing drafts (Next's draft-mode cookie) get the ordinary page.
 */
export async function experimentResponse(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl
  // The variant pages are internal: from outside they do not exist.
  if (isVariantRoute(pathname)) return NextResponse.rewrite(new URL('/404/', request.url))
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.cookies.has('__prerender_bypass')) return null
  const experiments = await knownExperiments(selfOrigin())
  if (!experiments?.length) return null
  const decision = decideExperiments(experiments, pathname, request.cookies.get(EXPERIMENT_COOKIE)?.value, new Date())
  countExposures(decision, request)
  if (!Object.keys(decision.assignments).length) return null
  const target = request.nextUrl.clone()
  target.pathname = variantPath(pathname, decision.assignments)
  const response = NextResponse.rewrite(target)
  if (decision.cookie) {
    response.cookies.set(EXPERIMENT_COOKIE, decision.cookie, {
      path: '/',
      maxAge: EXPERIMENT_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
    })
  }
  return response
}
