/**
 * The lead intake's own work, without Next.js or HTTP: `handleLeadPost` called in this process at a
 * constant BENCH_RATE (200) leads/s for BENCH_DURATION (10) s, open loop, with Payload's job runner
 * delivering them alongside (as in a web process). Needs no build, so a change to the intake or
 * delivery can be compared before and after in minutes:
 *
 *   DATABASE_URL=postgres://… PAYLOAD_SECRET=… npm run bench:leads-direct
 *
 * (a migrated database; `node tests/support/postgres.mjs` starts one). Prints latency (from each
 * lead's scheduled time to its answer), and per lead: this process's CPU, PostgreSQL commits, WAL
 * records and bytes, WAL syncs. `npm run bench:leads` is the end-to-end measure.
 */
import config from '@payload-config'
import crypto from 'node:crypto'
import pg from 'pg'
import { getPayload } from 'payload'
import { handleLeadPost } from '@/server/leads/intake'

const RATE = Number(process.env.BENCH_RATE ?? 200)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000)
const databaseUrl = process.env.DATABASE_URL ?? ''
if (!/^postgres/.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL (this measures PostgreSQL)')
process.env.LEAD_OUTBOX_DIR ??= `/tmp/leads-direct-outbox-${process.pid}`
process.env.LEAD_DEALER_EMAIL_OVERRIDE ??= 'dealer-inbox@example.com'
// The benchmark plays the proxy: each simulated visitor has its own X-Forwarded-For address.
process.env.TRUST_PROXY_HOPS ??= '1'

const payload = await getPayload({ config, cron: true })
const run = crypto.randomBytes(3).toString('hex')
let counter = 0
const site = process.env.SITE_URL ?? 'http://localhost:3000'

function leadRequest(): Request {
  const n = ++counter
  return new Request(`${site}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      'idempotency-key': `direct-${run}-${n}`,
    },
    body: JSON.stringify({
      kind: 'CONTACT_DEALER',
      companyId: 1000 + (n % 500),
      source: 'asa-dealer-contact',
      firstName: 'Bench',
      lastName: `Homeowner${n}`,
      email: `direct-${run}-${n}@example.com`,
      phone: '(555) 555-0123',
      addressLine1: '123 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75001',
      consent: { text: 'Consent text shown to the homeowner (benchmark).', version: 'lead-consent-v1' },
    }),
  })
}

async function counters() {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const db = (await client.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows[0] as { xact_commit: string }
    const wal = (await client.query('SELECT wal_records, wal_bytes, wal_sync FROM pg_stat_wal')).rows[0] as { wal_records: string; wal_bytes: string; wal_sync: string }
    return { commits: Number(db.xact_commit), records: Number(wal.wal_records), bytes: Number(wal.wal_bytes), syncs: Number(wal.wal_sync) }
  } finally {
    await client.end()
  }
}

async function openLoop(seconds: number) {
  const latencies: number[] = []
  let created = 0
  let other = 0
  const pending: Promise<void>[] = []
  const gap = 1000 / RATE
  const start = performance.now()
  const end = start + seconds * 1000
  let next = start + gap
  while (next < end) {
    const wait = next - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 1))
    while (next <= performance.now() && next < end) {
      const scheduled = next
      pending.push(
        handleLeadPost(leadRequest(), payload).then((response) => {
          latencies.push(performance.now() - scheduled)
          if (response.status === 201) created++
          else other++
        }),
      )
      next += gap
    }
  }
  await Promise.all(pending)
  const sorted = latencies.sort((a, b) => a - b)
  const at = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN) * 10) / 10
  return { sent: pending.length, created, other, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) }
}

await openLoop(3) // warm-up
await new Promise((r) => setTimeout(r, SETTLE_MS))
const before = await counters()
const cpuBefore = process.cpuUsage()
const result = await openLoop(DURATION)
await new Promise((r) => setTimeout(r, SETTLE_MS)) // delivery of these leads, counted too
const cpu = process.cpuUsage(cpuBefore)
const after = await counters()
const per = (n: number) => (n / Math.max(1, result.created)).toFixed(2)
console.log(`leads (direct, ${RATE}/s for ${DURATION} s): ${result.created} answered 201, ${result.other} other; p50 ${result.p50} ms, p90 ${result.p90} ms, p99 ${result.p99} ms, max ${result.max} ms`)
console.log(
  `per lead (intake + delivery, including ${SETTLE_MS / 1000} s after): CPU ${(((cpu.user + cpu.system) / 1000) / Math.max(1, result.created)).toFixed(2)} ms; ` +
    `PostgreSQL ${per(after.commits - before.commits)} transactions, ${per(after.records - before.records)} WAL records, ` +
    `${((after.bytes - before.bytes) / 1024 / Math.max(1, result.created)).toFixed(2)} KiB WAL, ${per(after.syncs - before.syncs)} WAL syncs`,
)
process.exit(0)
