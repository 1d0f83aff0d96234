/**
 * Whether a state-changing request comes from our own pages. A browser always sends Origin on a
 * cross-origin POST and, in current browsers, Sec-Fetch-Site; another site's page cannot forge
 * either. A request carrying neither is not from a browser (curl, a server-side client): it cannot
 * ride on a visitor's browser, so it is not a cross-site forgery and is let through.
 */
export interface SameSiteInput {
  readonly origin: string | null
  readonly secFetchSite: string | null
  /** Origins of this site: the configured SITE_URL and the origin the request was addressed to. */
  readonly siteOrigins: readonly string[]
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

export function isSameSiteRequest({ origin, secFetchSite, siteOrigins }: SameSiteInput): boolean {
  const fetchSite = secFetchSite?.trim().toLowerCase()
  if (fetchSite === 'cross-site') return false
  if (origin === null) return true
  const own = new Set(siteOrigins.map(originOf).filter((o): o is string => o !== null))
  // "null" (sandboxed frames, file: pages) and anything unparsable are not ours.
  const sent = originOf(origin.trim())
  return sent !== null && own.has(sent)
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /^application\/json\s*(?:;|$)/i.test(contentType.trim())
}
