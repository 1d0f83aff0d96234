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
 * The variant a page shows for one experiment, given what the visitor's cookie says. A known variant
 * is kept (the visitor sees what they saw before); an unknown one, or an experiment that is not
 * running (ended, not started, draft), gives the control.
 */
export function resolveVariant(experiment: ExperimentRule, fromCookie: string | undefined, now: Date, random: () => number): { variant: string; fresh: boolean } | null {
  const control = controlVariant(experiment)
  if (!control) return null
  if (!isRunning(experiment, now)) return { variant: control, fresh: false }
  if (fromCookie !== undefined) {
    const known = experiment.variants.some((v) => v.key === fromCookie)
    return { variant: known ? fromCookie : control, fresh: !known }
  }
  return { variant: pickVariant(experiment.variants, random()) ?? control, fresh: true }
}

/** Normalised public path: leading and trailing slash, lower case, no query. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '')
  return `${bare.startsWith('/') ? '' : '/'}${bare}/`.replace(/^\/+/, '/')
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
  /** Variant per experiment running on this path (empty: no experiment here). */
  assignments: Assignments
  /** The cookie to send back, when it changed (a first visit, or a variant that no longer exists). */
  cookie: string | null
  /** The assignments this cookie newly makes: each is one visitor entering that experiment (counted once). */
  fresh: Assignments
}

/**
 * What the proxy does for one request: the variants for the experiments on `path`, keeping the
 * visitor's earlier assignments (of this and of other pages) in the cookie.
 */
export function decideExperiments(
  experiments: readonly ExperimentRule[],
  path: string,
  cookieValue: string | undefined,
  now: Date,
  random: () => number = Math.random,
): ExperimentDecision {
  const running = experimentsForPath(experiments, path, now)
  if (!running.length) return { assignments: {}, cookie: null, fresh: {} }
  const stored = parseAssignments(cookieValue)
  const assignments: Assignments = {}
  const fresh: Assignments = {}
  let changed = false
  for (const experiment of running) {
    const resolved = resolveVariant(experiment, stored[experiment.key], now, random)
    if (!resolved) continue
    assignments[experiment.key] = resolved.variant
    if (resolved.fresh) {
      stored[experiment.key] = resolved.variant
      fresh[experiment.key] = resolved.variant
      changed = true
    }
  }
  return { assignments, cookie: changed ? serialiseAssignments(stored) : null, fresh }
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
 * The assignments a lead records: those of the visitor's cookie whose experiment is running now and
 * still has that variant. Anything else in the cookie (an ended experiment, a deleted variant, a
 * forged pair) is not a conversion of any variant.
 */
export function runningAssignments(experiments: readonly ExperimentRule[], cookieValue: string | undefined | null, now: Date): Assignments {
  const stored = parseAssignments(cookieValue)
  const out: Assignments = {}
  for (const experiment of experiments) {
    const variant = stored[experiment.key]
    if (variant && isRunning(experiment, now) && experiment.variants.some((v) => v.key === variant)) out[experiment.key] = variant
  }
  return out
}
