/**
 * Experiment rules, pure: which experiments run on a path, which variant a visitor gets, and how an
 * assignment travels in the visitor's cookie and in the internal path of the pre-rendered variant.
 * The proxy (server/experiments) and the page both use these, so the cookie, the rewrite and the
 * rendered asset always agree.
 */

export interface ExperimentVariantRule {
  /** Stable key: lower-case letters, digits and dashes. */
  key: string
  /** Relative share of visitors; 0 stops new assignments to the variant (returning visitors keep it). */
  weight: number
}

export interface ExperimentRule {
  key: string
  /**
   * Which experiment record this is: its creation time in ms (not the id, which SQLite hands out again
   * after the newest row is deleted). A later experiment reusing the key is another experiment.
   */
  run: number
  /** Weight changes start a new phase (counted apart); assignments of an earlier phase are stale. */
  phase: number
  /** Public paths of the pages it runs on, as the site links them ("/", "/offers/"). */
  paths: string[]
  /** The first variant is the control. */
  variants: ExperimentVariantRule[]
  status: 'draft' | 'running' | 'ended'
  /** ISO dates; a missing start runs at once, a missing end runs until it is ended. */
  startsAt?: string | null
  endsAt?: string | null
}

export type Assignments = Record<string, string>

export const EXPERIMENT_COOKIE = 'xp'
/** A visitor keeps the variant for 90 days (then is assigned afresh, as a new visitor would be). */
export const EXPERIMENT_COOKIE_MAX_AGE = 90 * 24 * 60 * 60
/** The internal route of pre-rendered variants; the proxy rewrites to it and refuses it from outside. */
export const VARIANT_ROUTE_PREFIX = '/exp-variant'

const KEY = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

export function isValidKey(key: string): boolean {
  return KEY.test(key)
}

export function controlVariant(experiment: Pick<ExperimentRule, 'variants'>): string | null {
  return experiment.variants[0]?.key ?? null
}

export function isRunning(experiment: ExperimentRule, now: Date): boolean {
  if (experiment.status !== 'running' || experiment.variants.length === 0) return false
  const t = now.getTime()
  if (experiment.startsAt && !(Date.parse(experiment.startsAt) <= t)) return false
  if (experiment.endsAt && !(t < Date.parse(experiment.endsAt))) return false
  return true
}

/**
 * Weighted draw: `random` in [0, 1) picks a variant with probability weight / total. Non-positive or
 * non-finite weights never win; with no positive weight at all the control is shown.
 */
export function pickVariant(variants: readonly ExperimentVariantRule[], random: number): string | null {
  const usable = variants.filter((v) => Number.isFinite(v.weight) && v.weight > 0)
  const total = usable.reduce((sum, v) => sum + v.weight, 0)
  if (total <= 0) return variants[0]?.key ?? null
  let point = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total
  for (const variant of usable) {
    if (point < variant.weight) return variant.key
    point -= variant.weight
  }
  return usable[usable.length - 1]!.key
}

/**
 * What the visitor's cookie says about one experiment: the variant, the experiment record and phase
 * it was drawn in (a new experiment with the same key, or a weight change, makes it stale), and
 * whether the visitor was counted ("c"), is waiting for a page view that counts ("u": assigned by a
 * HEAD or prefetch request, or a robot), or is left out of the counts for good ("x": reassigned from
 * a forged, stale or unknown assignment, so they may have seen another variant).
 */
export interface StoredAssignment {
  variant: string
  run: number
  phase: number
  state: 'c' | 'u' | 'x'
}

export type StoredAssignments = Record<string, StoredAssignment>

/** The `run` of an experiment record: its creation time in ms. */
export function experimentRun(doc: { createdAt: string }): number {
  return Date.parse(doc.createdAt)
}

/** `scope` of an experiment's phase: what counts and leads are stored under ("estimate-offer@1795894689061p3"). */
export function experimentScope(experiment: { key: string; run: number; phase: number }): string {
  return `${experiment.key}@${experiment.run}p${experiment.phase}`
}

const SCOPE = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?@[1-9][0-9]{0,13}p[1-9][0-9]{0,5}$/

export function isValidScope(scope: string): boolean {
  return SCOPE.test(scope)
}

const PAIR_ID = /^([1-9][0-9]{0,13})p([1-9][0-9]{0,5})$/

/** The unsigned cookie payload: `key_variant_RUNpPHASE_state` pairs joined by `~`. */
export function serialiseStoredAssignments(stored: StoredAssignments): string {
  return Object.keys(stored)
    .sort()
    .filter((key) => isValidKey(key) && isValidKey(stored[key]!.variant))
    .map((key) => {
      const s = stored[key]!
      return `${key}_${s.variant}_${s.run}p${s.phase}_${s.state}`
    })
    .join('~')
}

/** Reads what `serialiseStoredAssignments` wrote; anything malformed is dropped, never thrown on. */
export function parseStoredAssignments(value: string | undefined | null): StoredAssignments {
  const out: StoredAssignments = {}
  if (!value || value.length > 1000) return out
  for (const pair of value.split('~')) {
    const [key, variant, scope, state, ...rest] = pair.split('_')
    const ids = scope ? PAIR_ID.exec(scope) : null
    if (rest.length || !key || !variant || !ids || !isValidKey(key) || !isValidKey(variant) || (state !== 'c' && state !== 'u' && state !== 'x')) continue
    out[key] = { variant, run: Number(ids[1]), phase: Number(ids[2]), state }
  }
  return out
}

/** Whether a stored assignment belongs to this experiment as it runs now (same record, same phase, a variant it has). */
function isCurrent(experiment: ExperimentRule, stored: StoredAssignment | undefined): stored is StoredAssignment {
  return Boolean(stored && stored.run === experiment.run && stored.phase === experiment.phase && experiment.variants.some((v) => v.key === stored.variant))
}

/**
 * The variant a page shows for one experiment, given what the visitor's (verified) cookie says. A
 * current assignment is kept; anything else about this experiment (forged, stale, unknown variant)
 * is replaced by a new draw by the current weights and never counted; no assignment at all is a new
 * visitor. `countable`: this request is a page view that counts (a GET, not a prefetch or a robot).
 */
export function resolveVariant(
  experiment: ExperimentRule,
  stored: StoredAssignment | undefined,
  now: Date,
  random: () => number,
  countable: boolean,
): { variant: string; next: StoredAssignment | null; counted: boolean } | null {
  const control = controlVariant(experiment)
  if (!control) return null
  if (!isRunning(experiment, now)) return { variant: control, next: null, counted: false }
  if (isCurrent(experiment, stored)) {
    if (stored.state === 'u' && countable) return { variant: stored.variant, next: { ...stored, state: 'c' }, counted: true }
    return { variant: stored.variant, next: null, counted: false }
  }
  const variant = pickVariant(experiment.variants, random()) ?? control
  const state = stored ? 'x' : countable ? 'c' : 'u'
  return { variant, next: { variant, run: experiment.run, phase: experiment.phase, state }, counted: state === 'c' }
}

/** Normalised public path: leading and trailing slash, lower case, no query. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '')
  return `${bare.startsWith('/') ? '' : '/'}${bare}/`.replace(/^\/+/, '/')
}

/** Every path any of these experiments names (normalised), remembered per list: the proxy asks on every page request. */
const pathsOfList = new WeakMap<readonly ExperimentRule[], ReadonlySet<string>>()

/** Whether any of the experiments (running or not) names `path`; false means no experiment applies there. */
export function anyExperimentOnPath(experiments: readonly ExperimentRule[], path: string): boolean {
  let paths = pathsOfList.get(experiments)
  if (!paths) {
    paths = new Set(experiments.flatMap((e) => e.paths.map(normalisePath)))
    pathsOfList.set(experiments, paths)
  }
  return paths.has(normalisePath(path))
}

/** The running experiments on a path. */
export function experimentsForPath(experiments: readonly ExperimentRule[], path: string, now: Date): ExperimentRule[] {
  const target = normalisePath(path)
  return experiments.filter((e) => isRunning(e, now) && e.paths.some((p) => normalisePath(p) === target))
}

/** Cookie value: `key_variant` pairs joined by `~`, e.g. `hero-offer_b~cta-copy_a` (keys hold no `_` or `~`, and
 * no dot, so the internal path never looks like a file name). */
export function serialiseAssignments(assignments: Assignments): string {
  return Object.keys(assignments)
    .sort()
    .filter((key) => isValidKey(key) && isValidKey(assignments[key]!))
    .map((key) => `${key}_${assignments[key]}`)
    .join('~')
}

/** Reads what `serialiseAssignments` wrote; anything malformed is dropped, never thrown on. */
export function parseAssignments(value: string | undefined | null): Assignments {
  const out: Assignments = {}
  if (!value || value.length > 1000) return out
  for (const pair of value.split('~')) {
    const [key, variant, ...rest] = pair.split('_')
    if (rest.length || !key || !variant || !isValidKey(key) || !isValidKey(variant)) continue
    out[key] = variant
  }
  return out
}

export interface ExperimentDecision {
  /** Variant per experiment key running on this path (empty: no experiment here). */
  assignments: Assignments
  /** The cookie payload to sign and send back, when it changed. */
  cookie: string | null
  /** Variant per experiment scope (experimentScope) of each visitor counted by this request (once each). */
  fresh: Assignments
}

/**
 * What the proxy does for one request: the variants for the experiments on `path`, keeping the
 * visitor's other assignments (of other pages) in the cookie. `stored` is the verified cookie.
 */
export function decideExperiments(
  experiments: readonly ExperimentRule[],
  path: string,
  stored: StoredAssignments = {},
  now: Date,
  random: () => number = Math.random,
  countable = true,
): ExperimentDecision {
  const running = experimentsForPath(experiments, path, now)
  if (!running.length) return { assignments: {}, cookie: null, fresh: {} }
  const next: StoredAssignments = { ...stored }
  const assignments: Assignments = {}
  const fresh: Assignments = {}
  let changed = false
  for (const experiment of running) {
    const resolved = resolveVariant(experiment, stored[experiment.key], now, random, countable)
    if (!resolved) continue
    assignments[experiment.key] = resolved.variant
    if (resolved.counted) fresh[experimentScope(experiment)] = resolved.variant
    if (resolved.next) {
      next[experiment.key] = resolved.next
      changed = true
    }
  }
  return { assignments, cookie: changed ? serialiseStoredAssignments(next) : null, fresh }
}

/** The internal path that serves `path` with `assignments` (one pre-rendered page per combination). */
export function variantPath(path: string, assignments: Assignments): string {
  const segment = serialiseAssignments(assignments)
  const target = normalisePath(path)
  return `${VARIANT_ROUTE_PREFIX}/${segment}${target}`
}

/** The assignments a variant path's segment carries (URL-decoded by the router already). */
export function assignmentsFromSegment(segment: string | undefined): Assignments {
  return parseAssignments(segment ? decodeURIComponent(segment) : undefined)
}

/** Every combination of variants of the experiments on one page, for pre-rendering. */
export function variantCombinations(experiments: readonly ExperimentRule[]): Assignments[] {
  return experiments.reduce<Assignments[]>(
    (combos, experiment) => combos.flatMap((combo) => experiment.variants.map((v) => ({ ...combo, [experiment.key]: v.key }))),
    [{}],
  )
}

/**
 * The assignments a lead (or a click) counts for, per experiment scope: those of the visitor's
 * verified cookie that the server made and counted, in the current phase of a running experiment.
 * Anything else (an ended experiment, an earlier phase, a deleted variant, a forged or uncounted
 * pair) is a conversion of nothing.
 */
export function runningAssignments(experiments: readonly ExperimentRule[], stored: StoredAssignments, now: Date): Assignments {
  const out: Assignments = {}
  for (const experiment of experiments) {
    const s = stored[experiment.key]
    if (isRunning(experiment, now) && isCurrent(experiment, s) && s.state === 'c') out[experimentScope(experiment)] = s.variant
  }
  return out
}
