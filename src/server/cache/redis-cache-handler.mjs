// Next.js page cache shared by every web instance, on Redis (next.config.mjs uses it when REDIS_URL
// is set). Pages, route responses and unstable_cache entries live in Redis, and revalidatePath /
// revalidateTag record the revalidation there, so a publish on one instance is seen by all of them.
// Next loads this file itself at run time (not bundled), so it is plain JavaScript.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

const warn = (message, error) =>
  console.warn(JSON.stringify({ level: 'warn', msg: message, err: error instanceof Error ? error.message : String(error ?? '') }))

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // Give up on a connection attempt quickly; the client keeps reconnecting in the background.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
  })
  // Without a listener an 'error' event would end the process; a failing Redis turns reads into
  // misses (pages are rendered) and the client reconnects on its own.
  let lastError = ''
  client.on('error', (error) => {
    if (error?.message !== lastError) warn('redis cache: connection error', error)
    lastError = error?.message ?? ''
  })
  client.on('ready', () => (lastError = ''))
  try {
    await client.connect()
  } catch (error) {
    // Redis down at start: serve from this process's memory rather than not at all. Pages may then
    // be stale on this instance until it is restarted with Redis reachable.
    warn('redis cache: unreachable at start, using an in-process cache for this instance', error)
    client.destroy()
    return { handlers: [createLruHandler()] }
  }
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
