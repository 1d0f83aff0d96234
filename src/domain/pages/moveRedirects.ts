import { pagePath } from './pagePath'

type StoredRedirect = { id: number | string; from: string; to: string }

export type MoveRedirectPlan = {
  /** The redirect from the old path, unless one already exists (then it is retargeted below). */
  create: { from: string; to: string } | null
  /** Redirects that led to the old path (or already from it): now lead to the new one, so no chain forms. */
  retarget: (number | string)[]
  /** Redirects from the new path: a published page answers it now, and a redirect must not shadow it. */
  remove: (number | string)[]
}

/**
 * What the redirects become when a published page moves from `oldSlug` to `newSlug`. The home page's
 * path ("/") is never redirected.
 */
export function planMoveRedirects(oldSlug: string, newSlug: string, existing: readonly StoredRedirect[]): MoveRedirectPlan {
  const from = pagePath(oldSlug)
  const to = pagePath(newSlug)
  const remove = existing.filter((r) => r.from === to).map((r) => r.id)
  const retarget = existing.filter((r) => r.from !== to && (r.to === from || r.from === from)).map((r) => r.id)
  const hasFrom = existing.some((r) => r.from === from)
  return { create: from === '/' || hasFrom ? null : { from, to }, retarget, remove }
}
