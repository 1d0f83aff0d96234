import { loadEnv } from '@/lib/env'

/**
 * The proxy's own requests to this server (the path check, the experiment list) go to the loopback
 * address and the port `npm start` listens on (it sets PORT), never to the request's origin: Next
 * builds that from X-Forwarded-Proto and the server's name, so behind a TLS-terminating balancer it
 * is https://localhost:3000, which this plain-HTTP server does not answer, and any client could send
 * the header. `npm start` listens on every interface by default; a server bound to one address
 * (`-H 10.0.0.5`) must also listen on 127.0.0.1.
 */
export function selfOrigin(): string {
  return `http://127.0.0.1:${loadEnv().PORT}`
}

/** This server answered, with another status than 200. */
export class SelfFetchStatusError extends Error {
  constructor(
    path: string,
    readonly status: number,
  ) {
    super(`${path}: HTTP ${status}`)
  }
}

/**
 * GET a JSON answer from this server. Anything but a 200 with JSON in time throws: each caller
 * decides what it falls back to (the path check: a 4xx is unknown, anything else lets the request
 * go on; the experiment list: the control).
 */
export async function fetchSelfJson(path: string, { timeoutMs, headers }: { timeoutMs: number; headers?: HeadersInit }): Promise<unknown> {
  const response = await fetch(new URL(path, selfOrigin()), { cache: 'no-store', headers, signal: AbortSignal.timeout(timeoutMs) })
  if (response.status !== 200) {
    await response.body?.cancel()
    throw new SelfFetchStatusError(path, response.status)
  }
  return response.json()
}
