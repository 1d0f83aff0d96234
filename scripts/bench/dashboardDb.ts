// One database's half of `npm run bench:dashboard` (started by scripts/bench/dashboard.ts with
// DATABASE_URL set): migrate, insert BENCH_LEADS generated leads over the last 90 days (with their
// deliveries, 50 dealers and a running experiment), then time the leads dashboard's queries.
// Prints one JSON line.
import config from '@payload-config'
import { getPayload } from 'payload'
import { EXPERIMENTS_SLUG, REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { bulkInsertDealers } from '@/server/dealers/bulkInsertDealers'
import { addExperimentCounts } from '@/server/experiments/counts'
import { leadsDashboard } from '@/server/leads/dashboard'
import { runSql, runSqlTransaction, type SqlValue } from '@/server/db/rawSql'
import { generateSampleDealers } from '@/seed/sample-data/generateDealers'

const count = Number(process.env.BENCH_LEADS ?? 100_000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const isPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '')

const payload = await getPayload({ config })
const migrations = isPostgres ? postgresMigrations : sqliteMigrations
await payload.db.migrate({ migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })

// A deterministic generator, so both databases hold the same leads.
let state = 42
const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
const pick = <T>(items: readonly [T, number][]): T => {
  let r = random() * items.reduce((s, [, w]) => s + w, 0)
  for (const [item, w] of items) if ((r -= w) < 0) return item
  return items[items.length - 1]![0]
}

const t = performance.now()
const dealers = generateSampleDealers({ count: 50, includeReviews: false, seed: 11 })
await bulkInsertDealers(payload, dealers.map((d) => ({ ...d, data: { ...d.data, companyID: d.data.companyID ?? 0, name: d.data.name ?? '' } })))
const companyIds = dealers.map((d) => d.data.companyID ?? 0)

const asset = await payload.create({ collection: REUSABLE_BLOCKS_SLUG, data: { title: 'Bench asset', layout: [] }, context: { disableRevalidate: true } })
const experiment = await payload.create({
  collection: EXPERIMENTS_SLUG,
  context: { disableRevalidate: true },
  data: {
    name: 'Bench experiment',
    key: 'bench-offer',
    status: 'running',
    pages: [(await payload.create({ collection: 'pages', data: { title: 'Bench', slug: 'bench', _status: 'published', layout: [] }, context: { disableRevalidate: true } })).id],
    variants: [
      { key: 'control', weight: 50, asset: asset.id },
      { key: 'b', weight: 50, asset: asset.id },
    ],
  },
})

const now = Date.now()
const kinds: [string, number][] = [['CONTACT_DEALER', 60], ['CONTACT_US', 15], ['CUSTOMER_SERVICE', 10], ['MARKETO', 15]]
const sources: [string, number][] = [
  ['asa-dealer-contact', 40], ['asa-dealer-contact-home', 15], ['asa-dealer-contact-block', 10], ['contact-us', 10],
  ['customer-care', 8], ['footer-newsletter', 12], ['rebates-connect', 4], ['locator-modal', 1],
]
const states: [string, number][] = ['TX', 'FL', 'CA', 'GA', 'NC', 'OH', 'PA', 'IL', 'AZ', 'TN', 'VA', 'MI', 'NY', 'SC', 'AL'].map((s, i) => [s, 15 - i])
const statuses: [string, number][] = [['delivered', 92], ['retrying', 3], ['pending', 1], ['dead', 1], ['repeat', 3]]
const BATCH = 500
for (let at = 0; at < count; at += BATCH) {
  const leadRows: SqlValue[][] = []
  const n = Math.min(BATCH, count - at)
  for (let i = 0; i < n; i++) {
    const id = at + i
    const kind = pick(kinds)
    const created = new Date(now - random() * 90 * 86_400_000).toISOString()
    leadRows.push([kind, pick(sources), `bench-${id}@example.com`, pick(states), kind === 'CONTACT_DEALER' ? companyIds[Math.floor(random() * companyIds.length)]! : null, pick(statuses), created, created, `bench-${id}`])
  }
  const statements = [
    {
      sql: `INSERT INTO leads (kind, source, email, state, company_id, delivery_status, created_at, updated_at, event_id) VALUES ${leadRows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      values: leadRows.flat(),
    },
  ]
  await runSqlTransaction(payload, statements)
}
// Deliveries of the delivered leads (one target each, delivered 2 s to 15 min after the lead; the
// lead's own delivered_at is that time), and one lead in ten from a visitor in the experiment.
await runSql(
  payload,
  isPostgres
    ? "INSERT INTO leads_deliveries (_order, _parent_id, id, target, status, attempts, delivered_at) SELECT 1, id, md5(id::text), 'dealerEmail', 'delivered', 1, created_at + ((2 + (id * 7919) % 900) * interval '1 second') FROM leads WHERE delivery_status = 'delivered'"
    : "INSERT INTO leads_deliveries (_order, _parent_id, id, target, status, attempts, delivered_at) SELECT 1, id, 'b' || id, 'dealerEmail', 'delivered', 1, strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (2 + (id * 7919) % 900) || ' seconds') FROM leads WHERE delivery_status = 'delivered'",
)
await runSql(payload, "UPDATE leads SET delivered_at = (SELECT delivered_at FROM leads_deliveries d WHERE d._parent_id = leads.id) WHERE delivery_status = 'delivered'")
await runSql(
  payload,
  `INSERT INTO leads_experiments (_order, _parent_id, id, experiment, variant) SELECT 1, id, ${isPostgres ? "'x' || id::text" : "'x' || id"}, 'bench-offer', CASE WHEN id % 20 = 0 THEN 'control' ELSE 'b' END FROM leads WHERE id % 10 = 0`,
)
await addExperimentCounts(payload, [
  { experiment: 'bench-offer', variant: 'control', day: new Date(now).toISOString().slice(0, 10), visitors: 50_000, ctaClicks: 4_000 },
  { experiment: 'bench-offer', variant: 'b', day: new Date(now).toISOString().slice(0, 10), visitors: 50_000, ctaClicks: 4_300 },
])
// PostgreSQL's autovacuum would analyse a table that grew this much; do it now rather than wait.
if (isPostgres) await runSql(payload, 'VACUUM ANALYZE leads')
if (isPostgres) await runSql(payload, 'VACUUM ANALYZE leads_deliveries')
const insertMs = Math.round(performance.now() - t)

const measure = async (range: 30 | 90) => {
  const cold = performance.now()
  const first = await leadsDashboard(payload, range, { sequential: true })
  const coldMs = performance.now() - cold
  const totals: number[] = []
  const cpu: number[] = []
  const perQuery: Record<string, number[]> = {}
  for (let r = 0; r < rounds; r++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const result = await leadsDashboard(payload, range, { sequential: true })
    totals.push(performance.now() - started)
    const used = process.cpuUsage(cpuStarted)
    cpu.push((used.user + used.system) / 1000)
    for (const [name, ms] of Object.entries(result.timings)) (perQuery[name] ??= []).push(ms)
  }
  const parallel = performance.now()
  await leadsDashboard(payload, range)
  const parallelMs = performance.now() - parallel
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  return {
    range,
    leadsInRange: first.requests + first.repeats,
    coldMs: Math.round(coldMs),
    medianMs: Math.round(median(totals)),
    maxMs: Math.round(Math.max(...totals)),
    // CPU of this process (on SQLite the queries run in it): what the machine's other load does not inflate.
    cpuMedianMs: Math.round(median(cpu)),
    parallelMs: Math.round(parallelMs),
    perQueryMedianMs: Object.fromEntries(Object.entries(perQuery).map(([k, v]) => [k, median(v)])),
    verdict: first.experiments.find((e) => e.id === experiment.id)?.report.verdict.text,
  }
}

const result = { database: isPostgres ? 'postgres' : 'sqlite', leads: count, insertMs, ranges: [await measure(30), await measure(90)] }
console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
process.exit(0)
