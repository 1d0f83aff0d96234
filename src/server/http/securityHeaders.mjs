// Plain JavaScript: next.config.mjs reads this too (for every response Next sends), and the site's
// HTTP server (siteServer.ts) for the few answers it sends itself (redirects, refused requests).
import { UPLOAD_CONTENT_SECURITY_POLICY } from './uploadPolicy.mjs'

/**
 * The pages' security headers for this configuration: SITE_URL (HSTS when it is https), the map's
 * other hosts (MAP_STYLE_URL, MAP_PMTILES_URL, MAP_GLYPHS_URL given as full URLs) and dev mode.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, value: string }[]}
 */
export function siteSecurityHeaders(env) {
  const siteUrl = env.SITE_URL ?? 'http://localhost:3000'
  const isDev = env.NODE_ENV !== 'production'
  /** Other hosts the dealer map reads: a MAP_STYLE_URL style, a PMTiles archive or glyphs given as full URLs. */
  const mapOrigins = [env.MAP_STYLE_URL, env.MAP_PMTILES_URL, env.MAP_GLYPHS_URL]
    .map((url) => {
      try {
        return url && /^https?:\/\//.test(url) ? new URL(url).origin : ''
      } catch {
        return ''
      }
    })
    .filter((origin, i, all) => origin && origin !== new URL(siteUrl).origin && all.indexOf(origin) === i)
  const mapStyleOrigin = mapOrigins.join(' ')

  // Next.js inlines its bootstrap scripts, so script-src needs 'unsafe-inline' unless every page
  // renders per request with a nonce, which would give up static/ISR pages.
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${mapStyleOrigin ? ` ${mapStyleOrigin}` : ''}${isDev ? ' ws:' : ''}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    // The video player, created only after a visitor presses play (src/domain/videos/videos.ts,
    // VIDEO_EMBED_ORIGIN): YouTube's privacy-enhanced host and nothing else.
    "frame-src 'self' https://www.youtube-nocookie.com",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')

  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
    ...(siteUrl.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

/**
 * The headers next.config.mjs gives a path, for an answer sent without Next: the pages' headers, and
 * under /api the uploads' policy instead of the pages' (as `headers()` there orders them).
 * @param {string} pathname
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function securityHeadersFor(pathname, env) {
  const headers = Object.fromEntries(siteSecurityHeaders(env).map(({ key, value }) => [key, value]))
  if (pathname === '/api' || pathname.startsWith('/api/')) headers['Content-Security-Policy'] = UPLOAD_CONTENT_SECURITY_POLICY
  return headers
}
