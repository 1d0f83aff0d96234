import { NextResponse, type NextRequest } from 'next/server'
import {
  anyExperimentOnPath,
  decideExperiments,
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE,
  isValidKey,
  variantPath,
  type ExperimentRule,
} from '@/domain/experiments/assignment'
import { readAssignmentCookie, signAssignmentCookie } from './assignmentCookie'
import { countExposures } from './exposures'
import { isCountablePageView } from './pageView'
import { fetchSelfJson } from '@/server/proxy/selfFetch'
import { logger } from '@/lib/logger'

/**
 * Experiment routing for `src/server/proxy/index.ts` (docs/experiments.md). Runs before every page request, so it
 * stays cheap: no database, no Payload. It keeps the running experiments in memory for
 * `FRESH_MS`, refreshed in the background from `/api/experiments/active` on this server itself
 * (src/server/proxy/selfFetch.ts; the route is served from Next's tag-revalidated data cache),
 * assigns the visitor and rewrites to the pre-rendered variant page.
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
    Number.isInteger(rule.run) &&
    rule.run! > 0 &&
    Number.isInteger(rule.phase) &&
    rule.phase! > 0 &&
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

  async function load(): Promise<Snapshot> {
    try {
      const body = (await fetchSelfJson(ACTIVE_EXPERIMENTS_PATH, { timeoutMs })) as { experiments?: unknown }
      const experiments = Array.isArray(body.experiments) ? body.experiments.filter(isRule) : []
      return (snapshot = { experiments, fetchedAt: Date.now(), ok: true })
    } catch (error) {
      logger.warn({ err: String(error) }, 'experiments list unavailable; visitors see the control')
      return (snapshot = { experiments: snapshot?.experiments ?? [], fetchedAt: Date.now(), ok: false })
    }
  }

  function refresh(): Promise<Snapshot> {
    inflight ??= load().finally(() => {
      inflight = null
    })
    return inflight
  }

  const isFresh = (current: Snapshot, now: number) => now - current.fetchedAt < (current.ok ? freshMs : retryMs)

  async function knownExperiments(now = Date.now()): Promise<ExperimentRule[] | null> {
    const current = snapshot
    if (current && isFresh(current, now)) return current.experiments
    const pending = refresh()
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

  /** The running experiments if this copy is fresh, without loading anything (null: not loaded, or due a refresh). */
  function freshNow(now = Date.now()): ExperimentRule[] | null {
    const current = snapshot
    return current && isFresh(current, now) ? current.experiments : null
  }

  return Object.assign(knownExperiments, { freshNow })
}

const knownExperiments = experimentListCache()

/**
 * The experiment step of src/server/proxy/index.ts: for a page request (GET or HEAD of a page path, not a draft
 * preview; the proxy decides that once), the rewrite to the visitor's pre-rendered variant when an
 * experiment runs on the path, or null to let it through. Every such request is assigned (from the
 * signed cookie, or afresh); only a page view that counts (isCountablePageView) counts the visitor.
 */
export async function experimentResponse(request: NextRequest): Promise<NextResponse | null> {
  const experiments = await knownExperiments()
  if (!experiments?.length) return null
  return experimentResponseFor(request, experiments)
}

/**
 * True when this process knows, without loading anything, that no experiment runs on `pathname`
 * (its copy of the list is fresh): the experiment step would pass the request (src/server/proxy/index.ts,
 * passesAtOnce). False when it does not know or one runs there.
 */
export function noExperimentOnPathNow(pathname: string): boolean {
  const experiments = knownExperiments.freshNow()
  return experiments !== null && !anyExperimentOnPath(experiments, pathname)
}

/** experimentResponse with the running experiments given (the step itself, for tests with their own list). */
export function experimentResponseFor(request: NextRequest, experiments: readonly ExperimentRule[]): NextResponse | null {
  const { pathname } = request.nextUrl
  // Most pages run none: no cookie to read or decision to make.
  if (!anyExperimentOnPath(experiments, pathname)) return null
  const stored = readAssignmentCookie(request.cookies.get(EXPERIMENT_COOKIE)?.value)
  const decision = decideExperiments(experiments, pathname, stored, new Date(), Math.random, isCountablePageView(request))
  countExposures(decision)
  if (!Object.keys(decision.assignments).length) return null
  const target = request.nextUrl.clone()
  target.pathname = variantPath(pathname, decision.assignments)
  const response = NextResponse.rewrite(target)
  if (decision.cookie) {
    response.cookies.set(EXPERIMENT_COOKIE, signAssignmentCookie(decision.cookie), {
      path: '/',
      maxAge: EXPERIMENT_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      // The visitor's scheme (X-Forwarded-Proto behind a TLS-terminating balancer).
      secure: request.nextUrl.protocol === 'https:',
    })
  }
  return response
}
