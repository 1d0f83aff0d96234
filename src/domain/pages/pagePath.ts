/** Public path of a page: "home" is "/", anything else "/slug/" (the site's paths end with a slash). */
export function pagePath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}/`
}

/** The slug a path of the catch-all route stands for. */
export function slugFromSegments(segments: readonly string[] | undefined): string {
  if (!segments || segments.length === 0) return 'home'
  return segments.map((s) => safeDecode(s).toLowerCase()).join('/')
}

/** A malformed escape ("%E0%A4%A") names no page: kept as sent rather than thrown (a 500). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
