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

/**
 * A path as an editor types or pastes it ("Foo/Bar", "/foo/bar/", " foo  bar ", "/old-page/?x=1"), in
 * its segments: lower-case, spaces as hyphens, no empty segments, no query or fragment. Characters
 * the path rule refuses (say "&") are kept, so the field's validation names them.
 */
export function pathSegmentsFromInput(raw: string): string[] {
  const path = raw.trim().split(/[?#]/)[0] ?? ''
  return path
    .split('/')
    .map((segment) => segment.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean)
}

/** The slug a page is stored with, from either form an editor uses: "/Foo/Bar/" -> "foo/bar"; "" and "/" -> "home". */
export function pageSlugFromInput(raw: string): string {
  const segments = pathSegmentsFromInput(raw)
  return segments.length === 0 ? 'home' : segments.join('/')
}

/**
 * The path a title suggests: "Summer sale: 20% off!" -> "summer-sale-20-off". Accents fall back to
 * their letters (Café -> cafe); everything else that is not a letter or digit separates words.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}
