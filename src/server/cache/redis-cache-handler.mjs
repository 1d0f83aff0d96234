// Next.js page cache shared by every web instance, on Redis (next.config.mjs uses it when REDIS_URL
// is set). Pages, route responses and unstable_cache entries live in Redis, and revalidatePath /
// revalidateTag record the revalidation there, so a publish on one instance is seen by all of them.
// Next loads this file itself at run time (not bundled), so it is plain JavaScript.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

const warn = (message, error) =>
  console.warn(JSON.stringify({ level: 'warn', msg: message, err: error instanceof Error ? error.message : String(error ?? '') }))

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // Keeps trying in the background (every 2 s at most) for as long as Redis is away.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
  })
  // Without a listener an 'error' event would end the process. While Redis is away, every read
  // is a miss (pages are rendered for each request: slower, never stale) and writes are skipped.
  let lastError = ''
  client.on('error', (error) => {
    if (error?.message !== lastError) warn('redis page cache: connection error', error)
    lastError = error?.message ?? ''
  })
  client.on('ready', () => (lastError = ''))
  // connect() keeps retrying rather than failing: wait for it briefly, never block start-up on it.
  const connecting = client.connect().catch((error) => warn('redis page cache: could not connect', error))
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 3_000).unref())])
  if (!client.isReady) warn('redis page cache: not reachable yet; pages are rendered per request until it is')
  return {
    handlers: [
      createRedisHandler({
        client,
        // One namespace per build: a deploy never serves pages rendered by the previous build's code.
        keyPrefix: `${process.env.REDIS_CACHE_PREFIX ?? 'hvac'}:${(buildId ?? 'dev').trim()}:`,
        timeoutMs: 1_000,
      }),
    ],
  }
})

export default CacheHandler
