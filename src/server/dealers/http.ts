import { loadEnv } from '@/lib/env'

/**
 * Headers of the public dealer/review API: cacheable by browsers (1 min) and shared caches
 * (5 min, then served stale for up to 10 min while revalidating), and readable cross-origin
 * by the site's own origin (SITE_URL) only.
 */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'

export function apiHeaders(cache: 'public' | 'error' = 'public'): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cache === 'public' ? PUBLIC_CACHE : 'public, max-age=30, s-maxage=60',
    'Access-Control-Allow-Origin': loadEnv().SITE_URL,
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    Vary: 'Origin',
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: apiHeaders(status < 400 ? 'public' : 'error'),
  })
}

export function errorResponse(error: string, status: number, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ error, ...extra }, status)
}

/** CORS preflight answer for the API routes. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: { ...apiHeaders(), 'Access-Control-Max-Age': '86400' } })
}

/** The query string as a plain object (the first value of repeated keys). */
export function queryOf(request: Request): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of new URL(request.url).searchParams) if (!(key in out)) out[key] = value
  return out
}
