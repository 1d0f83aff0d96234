import type { IncomingHttpHeaders } from 'node:http'
import https from 'node:https'

export interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Which web instance nginx passed the request to (`host:port`, or several after a failover). */
  upstream: string
  cookies: string[]
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The client's own address: any 127.x.y.z, so nginx sees distinct clients on one machine. */
  from?: string
  timeoutMs?: number
}

/**
 * An HTTPS client for the site behind nginx: trusts the test's certificate, connects from a chosen
 * loopback address, and keeps every Set-Cookie it was sent (`cookiesSeen`).
 */
export function httpsClient({ origin, ca }: { origin: string; ca: Buffer }) {
  const url = new URL(origin)
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 32 })
  const cookiesSeen: string[] = []

  function request(path: string, { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 30_000 }: RequestOptions = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: Number(url.port || 443),
          servername: url.hostname,
          path,
          method,
          agent,
          localAddress: from,
          headers: { host: url.host, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('error', reject)
          res.on('end', () => {
            const cookies = res.headers['set-cookie'] ?? []
            cookiesSeen.push(...cookies)
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              upstream: String(res.headers['x-test-upstream'] ?? ''),
              cookies,
            })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)))
      req.on('error', reject)
      req.end(body)
    })
  }

  return { request, cookiesSeen, close: () => agent.destroy() }
}
