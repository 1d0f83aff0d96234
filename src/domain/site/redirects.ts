import { pathSegmentsFromInput, slugFromSegments } from '@/domain/pages/pagePath'

/** A redirect as the site applies it: both paths normalised to the site's trailing-slash form. */
export type SiteRedirect = { from: string; to: string; permanent: boolean }

// Paths the app serves itself; a redirect from them would shadow the admin, the API or assets.
const RESERVED = /^\/(admin|api|next|_next)(\/|$)/

/** "/a/b" and "/a/b/" and "/A/B/" are one path: lower-case, one trailing slash, no query or hash. */
export function normalizeSitePath(raw: string): string | null {
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//')) return null
  const path = value.split(/[?#]/)[0] ?? ''
  if (/\s/.test(path)) return null
  const segments = path.split('/').filter(Boolean)
  return segments.length === 0 ? '/' : `/${segments.map((s) => s.toLowerCase()).join('/')}/`
}

// One segment of a path as RFC 3986 allows it (after the editor's spaces became hyphens).
const PATH_SEGMENT = /^[a-z0-9\-._~%!$&'()*+,;=:@]+$/

/**
 * A path of this site as an editor types it, in the site form: "foo/bar", "/Foo/Bar", "/foo bar/"
 * -> "/foo/bar/", "/foo-bar/". Null for what is not a path of this site: another scheme or host
 * ("https://…", "//host/…", "mailto:…") or a character no path may hold.
 */
export function sitePathFromInput(raw: string): string | null {
  const value = raw.trim()
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null
  const segments = pathSegmentsFromInput(value)
  if (!segments.every((segment) => PATH_SEGMENT.test(segment))) return null
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

/** The page slug a site path stands for ("/" is "home"). */
export function slugForPath(path: string): string {
  return slugFromSegments(path.split('/').filter(Boolean))
}

export type RedirectCheck = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string }

/**
 * Checks a redirect an editor enters. `pageExists` answers whether a published page has the slug;
 * a redirect to a path no page answers is refused, so a redirect never leads to a 404.
 */
export async function checkRedirect(
  input: { from: unknown; to: unknown },
  pageExists: (slug: string) => Promise<boolean>,
): Promise<RedirectCheck> {
  const from = typeof input.from === 'string' && input.from.trim() !== '' ? sitePathFromInput(input.from) : null
  if (!from) return { ok: false, field: 'from', message: 'Enter the old path of this site, for example /old-page/.' }
  if (from === '/' || RESERVED.test(from)) return { ok: false, field: 'from', message: `${from} cannot be redirected: the site needs it.` }
  const rawTo = typeof input.to === 'string' ? input.to.trim() : ''
  if (/^https:\/\/[^\s]+$/.test(rawTo)) return { ok: true, from, to: rawTo }
  const to = rawTo === '' ? null : sitePathFromInput(rawTo)
  if (!to) return { ok: false, field: 'to', message: 'Enter the new path, for example /new-page/, or a full https:// address.' }
  if (to === from) return { ok: false, field: 'to', message: 'The new path must differ from the old one.' }
  if (!(await pageExists(slugForPath(to)))) {
    return { ok: false, field: 'to', message: `No published page answers ${to}. Publish that page first, or choose another target.` }
  }
  return { ok: true, from, to }
}

/** The redirect for a requested path, if any. */
export function findRedirect(redirects: readonly SiteRedirect[], requested: string): SiteRedirect | undefined {
  const path = normalizeSitePath(requested)
  return path ? redirects.find((r) => r.from === path) : undefined
}
