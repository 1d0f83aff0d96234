/**
 * A redirect target that stays on this site: a path starting with one "/". Browsers read "/\evil"
 * and "/<tab>/evil" as "//evil" (another host), so backslashes and control characters are refused
 * outright, and what is left must resolve to our own origin.
 */
const PLACEHOLDER_ORIGIN = 'http://site.invalid'

export function sameSitePath(raw: string | null): string | null {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//')) return null
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null
  // Dot segments resolve "/..//evil.example" to the path "//evil.example", which a Location header
  // sends to another host: the resolved path must start with one "/" too.
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
