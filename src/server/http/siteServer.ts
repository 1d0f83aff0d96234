import type { IncomingMessage, ServerResponse } from 'node:http'
import { NextRequest } from 'next/server'
import { loadEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import { passesAtOnce, proxy, proxyApplies } from '@/server/proxy'
import { securityHeadersFor } from './securityHeaders.mjs'
import { BUILD_FILES_PATH } from './staticAssets'

/** Next's request handler (`next({...}).getRequestHandler()`). */
export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>
/** Sends a build file's brotli copy, or resolves false (src/server/http/staticAssets.ts). */
export type StaticSender = (req: IncomingMessage, res: ServerResponse, pathname: string, headers: Record<string, string>) => Promise<boolean>

/**
 * One request to the site: the proxy's checks (src/server/proxy/index.ts) for the paths it looks at,
 * then Next.js. The checks run here, in the server's own request listener, rather than as a Next.js
 * proxy (middleware): Next invokes a proxy through its middleware adapter at a cost of its own, about
 * a third of a cached page's throughput (docs/perf.md, "The proxy's cost"), which this plain call does
 * not pay. What the proxy answers is carried out as Next would carry it out:
 *
 *  - passes (`NextResponse.next()`): Next answers the request as it came;
 *  - a rewrite: Next answers the rewritten path (the visitor's URL stays; cookies the proxy set, such
 *    as an experiment's assignment, go with the answer);
 *  - anything else (a redirect, a refusal): sent as it is, with the security headers next.config.mjs
 *    gives the path, and a same-origin Location made relative, as Next makes it.
 *
 * The proxy sees the URL Next would give it: `http://localhost:<port>` (https when X-Forwarded-Proto
 * says so) and the path as sent. Never the Host header: the server does not learn its address from a
 * request.
 *
 * Before any of that, a build file with a brotli copy goes out as that copy when `sendStatic` is given
 * (`npm start`; src/server/http/staticAssets.ts).
 */
export async function answerRequest(req: IncomingMessage, res: ServerResponse, handle: NextHandler, port: number, sendStatic?: StaticSender): Promise<void> {
  const target = req.url ?? '/'
  const origin = `${/https/.test(String(req.headers['x-forwarded-proto'] ?? '')) ? 'https' : 'http'}://localhost:${port}`
  let url: URL
  try {
    // A path ("/a/b?c") is read against the origin as it is: "//host/x" stays a path, not a host.
    url = new URL(target.startsWith('/') ? `${origin}${target}` : target)
  } catch {
    return sendOwn(res, req, 400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, JSON.stringify({ error: 'The address is malformed.' }), '/')
  }
  if (sendStatic && url.pathname.startsWith(BUILD_FILES_PATH) && (await sendStatic(req, res, url.pathname, securityHeaders(url.pathname)))) return
  if (!proxyApplies(url.pathname)) return handle(req, res)
  // A page view the proxy already knows it would pass (a known page, no experiment there): Next at once.
  if (passesAtOnce(req.method, url.pathname, url.search, req.headers.cookie)) return handle(req, res)

  // Always on the origin Next would give the proxy, an absolute-form request target included.
  const request = new NextRequest(`${origin}${url.pathname}${url.search}`, {
    method: req.method,
    headers: requestHeaders(req),
    nextConfig: { trailingSlash: true },
  })
  const response = await proxy(request)
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (rewrite || response.headers.get('x-middleware-next') === '1') {
    for (const cookie of response.headers.getSetCookie()) res.appendHeader('Set-Cookie', cookie)
    if (rewrite) {
      const to = new URL(rewrite)
      req.url = `${to.pathname}${to.search}`
    }
    return handle(req, res)
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !name.startsWith('x-middleware-')) headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const location = response.headers.get('location')
  if (location) headers.location = sameOriginPath(location, origin)
  return sendOwn(res, req, response.status, headers, Buffer.from(await response.arrayBuffer()), url.pathname)
}

/** The request's headers for a `Request` (a repeated one, which Node gives as a list, joined as HTTP joins it). */
function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value
  }
  return headers
}

/** A Location on this site's origin as a path (what Next's router does with a proxy's redirect). */
function sameOriginPath(location: string, origin: string): string {
  try {
    const url = new URL(location)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : location
  } catch {
    return location
  }
}

/** The security headers next.config.mjs gives the path. */
function securityHeaders(pathname: string): Record<string, string> {
  const { SITE_URL, NODE_ENV, MAP_STYLE_URL, MAP_PMTILES_URL, MAP_GLYPHS_URL } = loadEnv()
  return securityHeadersFor(pathname, { SITE_URL, NODE_ENV, MAP_STYLE_URL, MAP_PMTILES_URL, MAP_GLYPHS_URL })
}

function sendOwn(res: ServerResponse, req: IncomingMessage, status: number, headers: Record<string, string | string[]>, body: string | Buffer, pathname: string): void {
  res.writeHead(status, { ...securityHeaders(pathname), ...headers })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The request listener: `answerRequest`, and a failure in it is logged and answered as Next answers
 * one (a plain 500), never a hung connection.
 */
export function siteRequestListener(handle: NextHandler, port: number, sendStatic?: StaticSender) {
  return (req: IncomingMessage, res: ServerResponse) => {
    answerRequest(req, res, handle, port, sendStatic).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error), path: req.url }, 'request failed before Next.js answered it')
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        res.end('Internal Server Error')
      } else res.destroy()
    })
  }
}
