/**
 * `npm run bench:cache`: ISR throughput with the shared Redis page cache against Next's local cache.
 *
 * Starts the current build (NEXT_DIST_DIR, or .next) twice, each as one `npm start` on its own
 * fresh, migrated PostgreSQL database with BENCH_PAGES published pages (default 20): one without
 * REDIS_URL (Next's local file + memory cache, the default), one with REDIS_URL on a fresh
 * redis-server. Both warm every page. Then, alternating between them for BENCH_ROUNDS rounds
 * (default 3), it requests the pages round-robin, saturated, with BENCH_CONNECTIONS connections
 * (default 20) for BENCH_DURATION seconds (default 5). Every page must still be a 200 cache HIT
 * afterwards. It prints both and the ratio Redis / local of the requests served (target: 0.8 or
 * more, that is within 20%); exit 1 when the target is missed or an answer was not a 200.
 */
import { createRequire } from 'node:module'
import { firstAdmin, publishPage, startCluster } from '../../tests/support/instances'

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const PAGES = Number(process.env.BENCH_PAGES ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TARGET_RATIO = 0.8

/** One instance with the pages published and warmed (the second request of each is a cache HIT). */
async function setUp(redis: boolean) {
  const cluster = await startCluster({ count: 1, redis })
  try {
    const base = cluster.instances[0]!.url
    const token = await firstAdmin(base)
    const paths: string[] = []
    for (let i = 0; i < PAGES; i++) {
      const slug = `bench-cache-${i}`
      // Some weight per page, like a real content page.
      const text = `Sample benchmark page ${i}. `.repeat(400)
      await publishPage(base, token, { slug, title: `Benchmark page ${i}`, text })
      paths.push(`/${slug}/`)
    }
    for (const p of paths) await fetch(base + p).then((r) => r.text())
    await expectAllHits(base, paths)
    return { base, paths, stop: cluster.stop, bytes: (await (await fetch(base + paths[0])).text()).length }
  } catch (error) {
    cluster.stop()
    throw error
  }
}

/** Pages that were not a 200 cache HIT. */
async function expectAllHits(base: string, paths: string[]): Promise<number> {
  let notHit = 0
  for (const p of paths) {
    const response = await fetch(base + p)
    await response.text()
    if (response.status !== 200 || response.headers.get('x-nextjs-cache') !== 'HIT') notHit++
  }
  return notHit
}

const load = (base: string, paths: string[]) =>
  autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests: paths.map((p) => ({ method: 'GET', path: p })) })

console.log(`bench:cache: ${PAGES} published pages, ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION} s on each cache, alternating; PostgreSQL for content`)
const local = await setUp(false)
const redis = await setUp(true)
const runs: { local: AutocannonResult[]; redis: AutocannonResult[] } = { local: [], redis: [] }
let notHit = 0
try {
  if ((await expectAllHits(local.base, local.paths)) + (await expectAllHits(redis.base, redis.paths)) > 0) throw new Error('pages were not served from the cache after warming')
  // Alternating rounds, so a change in the machine's load during the run affects both alike.
  for (let round = 0; round < ROUNDS; round++) {
    runs.local.push(await load(local.base, local.paths))
    runs.redis.push(await load(redis.base, redis.paths))
  }
  notHit = (await expectAllHits(local.base, local.paths)) + (await expectAllHits(redis.base, redis.paths))
} finally {
  local.stop()
  redis.stop()
}
const sum = (results: AutocannonResult[], pick: (r: AutocannonResult) => number) => results.reduce((n, r) => n + pick(r), 0)
const row = (name: string, results: AutocannonResult[]) => ({
  name,
  'req/s': Math.round(sum(results, (r) => r.requests.total) / (results.length * DURATION)),
  'per round': results.map((r) => Math.round(r.requests.average)).join(' / '),
  'p50 ms (worst round)': Math.max(...results.map((r) => r.latency.p50)),
  'p99 ms (worst round)': Math.max(...results.map((r) => r.latency.p99)),
  'not 2xx': sum(results, (r) => r.non2xx + r.errors + r.timeouts),
})
console.table([row('local cache (no REDIS_URL)', runs.local), row('Redis cache (REDIS_URL)', runs.redis)])
const ratio = sum(runs.redis, (r) => r.requests.total) / sum(runs.local, (r) => r.requests.total)
console.log(`page size ${Math.round(local.bytes / 1024)} KiB; ISR throughput Redis / local: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}, within 20%)`)
const failures = sum([...runs.local, ...runs.redis], (r) => r.non2xx + r.errors + r.timeouts) + notHit
const met = ratio >= TARGET_RATIO && failures === 0
console.log(`target: ${met ? 'MET' : 'NOT MET'}${notHit ? `; ${notHit} pages were no longer a cache HIT after the load` : ''}`)
if (!met) process.exitCode = 1
