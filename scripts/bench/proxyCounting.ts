// npm run bench:proxy-counting: what counting experiment visitors adds to the proxy's cost (issue 28:
// "Counting adds at most 5% to the proxy's cost"). The whole proxy (src/server/proxy/index.ts `proxy()`: URL and
// path checks, the experiment list from memory, decision, rewrite, cookie) is timed on new visitors of
// an experiment page, the worst case (each one is counted), in two copies loaded side by side in this
// process: as shipped, and with counting made a no-op (noCountingHooks.mjs swaps `countExposures` for
// an empty function; nothing else differs). Each round interleaves the two in chunks of 1,000
// requests, so a change in the machine's load hits both alike, and reports
//   share = (with counting - without counting) / without counting
// per round, then the median and the worst round. Not in the denominator: Next's own work to invoke
// the proxy (building the request object, HTTP), which `bench:http` measures; with it the share of a
// real request is smaller still. No Next server, no database: a local HTTP server stands in for
// /api/experiments/active (and takes the counts flush), as in src/server/experiments/proxy.test.ts.
// Options: BENCH_REQUESTS=200000 (per copy and round), BENCH_ROUNDS=5
import http from 'node:http'
import { register } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.env.EXPERIMENT_COUNTS_FLUSH_MS = String(3_600_000) // no flush during the run
process.env.PAYLOAD_SECRET ??= 'bench-proxy-counting' // signs the one flush at the end (to the local server)
register(pathToFileURL(path.resolve('scripts/bench/noCountingHooks.mjs')))

const CHUNK = 1000
const chunks = Math.max(1, Math.round(Number(process.env.BENCH_REQUESTS ?? 200_000) / CHUNK))
const requests = chunks * CHUNK
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5))
const experiments = [
  { key: 'estimate-offer', run: 1, phase: 1, status: 'running', paths: ['/resources/sample-estimate-offer/'], variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] },
  { key: 'home-hero', run: 2, phase: 1, status: 'running', paths: ['/'], variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] },
]
let countedVisitors = 0
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    if (req.method === 'POST') {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { rows: { visitors: number }[] }
      countedVisitors += body.rows.reduce((sum, row) => sum + row.visitors, 0)
      res.writeHead(204).end()
    } else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ experiments }))
  })
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
// The proxy reads the list from this server itself (127.0.0.1 and PORT, src/server/proxy/selfFetch.ts).
process.env.PORT = String((server.address() as AddressInfo).port)

const { NextRequest } = await import('next/server')
const { EXPERIMENT_COOKIE } = await import('@/domain/experiments/assignment')
const { flushExposures } = await import('@/server/experiments/exposures')
const withCounting = (await import('@/server/proxy')).proxy
const withoutCounting = ((await import(`${pathToFileURL(path.resolve('src/server/proxy/index.ts')).href}?nocount`)) as typeof import('@/server/proxy')).proxy
type Proxy = typeof withCounting

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'
const batch = Array.from({ length: CHUNK }, () => new NextRequest(`http://127.0.0.1${experiments[0]!.paths[0]}`, { headers: { 'user-agent': UA } }))

let calls = 0
async function chunk(proxy: Proxy): Promise<number> {
  const started = process.hrtime.bigint()
  for (const request of batch) await proxy(request)
  return Number(process.hrtime.bigint() - started)
}

// Both copies assign the visitor (a rewrite to the variant page with the cookie), and only one counts.
for (const [label, proxy] of [['with counting', withCounting], ['without counting', withoutCounting]] as const) {
  const response = await proxy(batch[0]!)
  if (!response.headers.get('x-middleware-rewrite')?.includes('/exp-variant/') || !response.cookies.get(EXPERIMENT_COOKIE)) {
    throw new Error(`the proxy ${label} did not assign the visitor: is the experiment list served?`)
  }
  for (let i = 0; i < 5; i++) await chunk(proxy) // warm-up (JIT)
}
calls = 1 + 5 * CHUNK

console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; ${rounds} rounds of ${requests.toLocaleString('en-US')} new visitors per copy`)
const shares: number[] = []
for (let round = 1; round <= rounds; round++) {
  let on = 0
  let off = 0
  for (let c = 0; c < chunks; c++) {
    // Alternate which copy goes first, so neither always runs on a warmer cache.
    if (c % 2) {
      off += await chunk(withoutCounting)
      on += await chunk(withCounting)
    } else {
      on += await chunk(withCounting)
      off += await chunk(withoutCounting)
    }
  }
  calls += requests
  const share = (on - off) / off
  shares.push(share)
  const us = (ns: number) => ((ns / requests) / 1000).toFixed(2)
  console.log(`round ${round}: proxy ${us(off)} µs without counting, ${us(on)} µs with; counting adds ${us(on - off)} µs = ${(share * 100).toFixed(1)}%`)
}

await flushExposures()
if (countedVisitors !== calls) throw new Error(`counted ${countedVisitors} visitors for ${calls} new visitors with counting`)

const sorted = [...shares].sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)]!
const worst = sorted[sorted.length - 1]!
const pct = (n: number) => `${(n * 100).toFixed(1)}%`
const met = (n: number) => (n <= 0.05 ? 'MET' : 'NOT MET')
console.log(
  `\nCounting adds ${pct(median)} to the proxy's cost for a new visitor (median of ${rounds} rounds), ${pct(worst)} in the worst round. ` +
    `Target at most 5%: median ${met(median)}, worst round ${met(worst)}. (Every one of the ${calls.toLocaleString('en-US')} visitors was counted; returning visitors cost an empty-object check.)`,
)
server.close()
process.exit(median <= 0.05 ? 0 : 1)
