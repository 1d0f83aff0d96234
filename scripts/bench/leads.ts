/**
 * `npm run bench:leads`: lead intake throughput and latency (autocannon), against
 *  - BENCH_URL (a running server, e.g. http://localhost:3000), or
 *  - by default, its own `next start` of the current build on a fresh, migrated SQLite database
 *    (BENCH_DATABASE_URL=postgres://... to measure PostgreSQL instead).
 * Baseline in the same run: GET /api/health (a trivial route with one database round trip).
 * Target (issue 5): 200 leads/s with p99 < 100 ms; every 201 is a committed lead.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
  '2xx': number
  statusCodeStats: Record<string, { count: number }>
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
/** Optional fixed offered load (requests/s across all connections) for the lead run: latency at that rate. */
const RATE = Number(process.env.BENCH_RATE ?? 0) || undefined

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function startOwnServer(): Promise<{ url: string; child: ChildProcess; cleanup: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-bench-secret-bench-secret-01',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `file:${path.join(dir, 'bench.db')}`,
    SITE_URL: url,
    LOG_LEVEL: 'warn',
    LEAD_OUTBOX_DIR: path.join(dir, 'outbox'),
    LEAD_DEALER_EMAIL_OVERRIDE: 'dealer-inbox@example.com',
  }
  execFileSync('node', ['scripts/payload.mjs', 'migrate'], { env, stdio: 'pipe' })
  if (process.env.BENCH_SQLITE_WAL === '1' && !process.env.BENCH_DATABASE_URL) {
    // What the adapter's `wal: true` would do (journal mode is stored in the database file).
    const { createClient } = await import('@libsql/client')
    const db = createClient({ url: env.DATABASE_URL! })
    await db.execute('PRAGMA journal_mode = WAL')
    db.close()
  }
  const child = spawn('npx', ['next', 'start', '-p', String(port)], { env, stdio: 'ignore', detached: true })
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('bench server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    child,
    cleanup: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // gone
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

let counter = 0
function leadRequest() {
  const n = ++counter
  const run = crypto.randomBytes(3).toString('hex')
  return {
    method: 'POST',
    path: '/api/leads',
    headers: {
      'content-type': 'application/json',
      // Distinct clients, so the per-IP / per-email limits measure the pipeline, not refusals.
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      'idempotency-key': `bench-${run}-${n}`,
    },
    body: JSON.stringify({
      kind: 'CONTACT_DEALER',
      companyId: 1000 + (n % 500),
      source: 'asa-dealer-contact',
      firstName: 'Bench',
      lastName: `Homeowner${n}`,
      email: `bench-${run}-${n}@example.com`,
      phone: '(555) 555-0123',
      addressLine1: '123 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75001',
      consent: { text: 'Consent text shown to the homeowner (benchmark).', version: 'lead-consent-v1' },
    }),
  }
}

function summary(name: string, r: AutocannonResult) {
  return {
    name,
    'req/s': Math.round(r.requests.average),
    total: r.requests.total,
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    '2xx': r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

const own = process.env.BENCH_URL ? undefined : await startOwnServer()
const url = process.env.BENCH_URL ?? own!.url
try {
  console.log(`bench:leads against ${url} (${CONNECTIONS} connections, ${DURATION} s each${RATE ? `, leads offered at ${RATE}/s` : ''})`)
  await autocannon({ url: `${url}/api/health`, connections: 4, duration: 2 }) // warm-up
  await autocannon({ url, connections: 4, duration: 3, requests: [{ setupRequest: () => leadRequest() }] }) // warm-up
  const baseline = await autocannon({ url: `${url}/api/health`, connections: CONNECTIONS, duration: DURATION })
  const leads = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(RATE ? { overallRate: RATE } : {}),
    requests: [{ setupRequest: () => leadRequest() }],
  })
  const rows = [summary('GET /api/health (baseline)', baseline), summary('POST /api/leads', leads)]
  console.table(rows)
  const leadRate = leads.requests.average
  console.log(`lead intake: ${Math.round(leadRate)} leads/s, p99 ${leads.latency.p99} ms, ${(leadRate / baseline.requests.average).toFixed(2)}x the health-check baseline`)
  const meets = leadRate >= 200 && leads.latency.p99 < 100 && leads.non2xx === 0
  console.log(`target 200 leads/s with p99 < 100 ms and no refusals: ${meets ? 'MET' : 'NOT MET'}`)
} finally {
  own?.cleanup()
}
