/**
 * The site's HTTP server: `npm start` (built into dist/site-server.cjs by `next build`, see
 * scripts/build/siteServer.mjs) and `npm run dev` (`--dev`, through tsx). Next.js answers every
 * request; the proxy's checks run first in this server's request listener (siteServer.ts).
 *
 *   node dist/site-server.cjs [-p|--port PORT] [-H|--hostname HOST] [--keepAliveTimeout MS] [--dev]
 *
 * The same options and defaults as `next start`: PORT (3000) and every interface. SIGTERM or SIGINT:
 * the server stops accepting connections, finishes the requests it has read (a lead being stored
 * is stored), closes Next.js and exits with 143 or 130.
 */
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
    dev: { type: 'boolean', default: false },
  },
})
const dev = values.dev === true
// As `next start` and `next dev` set it, before Next.js or the project's modules are loaded.
;(process.env as Record<string, string | undefined>).NODE_ENV ??= dev ? 'development' : 'production'
const port = Number(values.port ?? process.env.PORT ?? 3000)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`)
  process.exit(1)
}
// The proxy asks this server itself on 127.0.0.1:$PORT (src/server/proxy/selfFetch.ts).
process.env.PORT = String(port)
const keepAliveTimeout = values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout)

async function main() {
  const { default: createNext } = await import('next')
  const server = http.createServer()
  if (keepAliveTimeout !== undefined && Number.isFinite(keepAliveTimeout)) server.keepAliveTimeout = keepAliveTimeout
  const app = createNext({ dev, dir: process.cwd(), hostname: 'localhost', port, httpServer: server })
  await app.prepare()
  // After prepare(): next/server (which the proxy uses) needs the Node.js environment Next sets up then.
  const { siteRequestListener } = await import('./siteServer')
  const { precompressedStatic } = await import('./staticAssets')
  // The build's brotli copies (the build folder as next.config.mjs names it); `next dev` writes none.
  const sendStatic = dev ? undefined : precompressedStatic(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next'))
  server.on('request', siteRequestListener(app.getRequestHandler() as Parameters<typeof siteRequestListener>[0], port, sendStatic))

  let stopping = false
  const stop = (signal: 'SIGTERM' | 'SIGINT') => {
    if (stopping) return
    stopping = true
    server.close(() => {
      app
        .close()
        .catch((error: unknown) => console.error(error))
        .finally(() => process.exit(signal === 'SIGTERM' ? 143 : 130))
    })
    if (dev) server.closeAllConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, values.hostname, () => resolve())
  })
  console.log(`Ready: http://${values.hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
