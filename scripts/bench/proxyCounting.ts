// npm run bench:proxy-counting: what counting experiment visitors adds to the proxy's work. The
// proxy step (experimentResponse: list from memory, decision, rewrite, cookie) is timed for new
// visitors, the worst case (each one is counted), and for returning visitors (nothing to count);
// then the counting call alone on the same decisions. Prints the cost per request and the share
// counting takes (target: at most 5%). No server, no database: a local HTTP server stands in for
// /api/experiments/active, as in src/server/experiments/proxy.test.ts.
// Options: BENCH_REQUESTS=200000
import http from 'node:http'
import type { AddressInfo } from 'node:net'

process.env.EXPERIMENT_COUNTS_FLUSH_MS = String(3_600_000) // no flush during the run
const { NextRequest } = await import('next/server')
const { experimentResponse } = await import('@/server/experiments/proxy')
const { countExposures } = await import('@/server/experiments/exposures')
const { decideExperiments, EXPERIMENT_COOKIE } = await import('@/domain/experiments/assignment')

const requests = Number(process.env.BENCH_REQUESTS ?? 200_000)
const experiments = [
  { key: 'estimate-offer', status: 'running', paths: ['/resources/sample-estimate-offer/'], variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] },
  { key: 'home-hero', status: 'running', paths: ['/'], variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] },
]
const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ experiments })))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const path = '/resources/sample-estimate-offer/'
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'
const fresh = () => new NextRequest(`${origin}${path}`, { headers: { 'user-agent': UA } })
const returning = () => new NextRequest(`${origin}${path}`, { headers: { 'user-agent': UA, cookie: `${EXPERIMENT_COOKIE}=estimate-offer_b` } })

async function time(label: string, n: number, make: () => InstanceType<typeof NextRequest>, step: (r: InstanceType<typeof NextRequest>) => unknown): Promise<number> {
  const batch = Array.from({ length: 1000 }, make)
  for (let i = 0; i < 5000; i++) await step(batch[i % batch.length]!) // warm-up (JIT, list loaded)
  const started = process.hrtime.bigint()
  for (let i = 0; i < n; i++) await step(batch[i % batch.length]!)
  const ns = Number(process.hrtime.bigint() - started) / n
  console.log(`${label.padEnd(58)} ${(ns / 1000).toFixed(3)} µs per request`)
  return ns
}

const rules = (await (await fetch(`${origin}/api/experiments/active`)).json()).experiments
const decisions = Array.from({ length: 1000 }, () => decideExperiments(rules, path, undefined, new Date()))
let d = 0

const results: number[][] = []
for (let round = 0; round < 3; round++) {
  console.log(`round ${round + 1}`)
  const newVisitors = await time('proxy step, new visitors (assigned and counted)', requests, fresh, (r) => experimentResponse(r))
  const returningVisitors = await time('proxy step, returning visitors (nothing to count)', requests, returning, (r) => experimentResponse(r))
  const counting = await time('counting alone (countExposures), new visitors', requests, fresh, (r) => countExposures(decisions[d++ % decisions.length]!, r))
  results.push([newVisitors, returningVisitors, counting])
}
const median = (i: number) => results.map((r) => r[i]!).sort((a, b) => a - b)[1]!
const share = median(2) / median(0)
console.log(
  `\nCounting costs ${(median(2) / 1000).toFixed(3)} µs of the proxy step's ${(median(0) / 1000).toFixed(3)} µs for a new visitor: ${(share * 100).toFixed(1)}% ` +
    `(returning visitors: only the empty-check). Target: at most 5%: ${share <= 0.05 ? 'MET' : 'NOT MET'}`,
)
server.close()
process.exit(share <= 0.05 ? 0 : 1)
