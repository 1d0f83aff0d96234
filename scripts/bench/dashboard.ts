// npm run bench:dashboard: the leads dashboard's queries on 100,000 leads, on SQLite and on
// PostgreSQL (each in a throwaway database). Prints each query's median time and the whole
// dashboard's cold, median and worst time for the last 30 and 90 days; target: under 1 s.
// Options: BENCH_LEADS=100000  BENCH_DATABASES=sqlite,postgres  BENCH_ROUNDS=5
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../../tests/support/postgres.mjs'

const leads = Number(process.env.BENCH_LEADS ?? 100_000)
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const secret = process.env.PAYLOAD_SECRET ?? 'bench-secret-bench-secret-bench-secret-01'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'))

interface RangeResult {
  range: number
  leadsInRange: number
  coldMs: number
  medianMs: number
  maxMs: number
  cpuMedianMs: number
  parallelMs: number
  perQueryMedianMs: Record<string, number>
  verdict?: string
}
interface Result {
  database: string
  leads: number
  insertMs: number
  ranges: RangeResult[]
}

function runOne(databaseUrl: string): Result {
  const child = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/bench/dashboardDb.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret, BENCH_LEADS: String(leads), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = child.stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`bench run failed (${databaseUrl}):\n${child.stdout}\n${child.stderr}`)
  return JSON.parse(line.slice('BENCH_RESULT '.length)) as Result
}

let met = true
for (const database of databases) {
  let result: Result
  if (database === 'sqlite') {
    result = runOne(`file:${path.join(tmp, 'bench-dashboard.db')}`)
  } else {
    const pg = await startPostgres({ database: 'benchdashboard' })
    try {
      result = runOne(pg.url)
    } finally {
      pg.stop()
    }
  }
  console.log(`\n${result.database}: ${result.leads.toLocaleString('en-US')} leads (inserted in ${result.insertMs} ms)`)
  for (const r of result.ranges) {
    const queries = Object.entries(r.perQueryMedianMs).map(([name, ms]) => `${name} ${ms} ms`).join(', ')
    console.log(
      `  last ${r.range} days (${r.leadsInRange.toLocaleString('en-US')} leads): dashboard cold ${r.coldMs} ms, median ${r.medianMs} ms (process CPU ${r.cpuMedianMs} ms), worst ${r.maxMs} ms, queries sent together ${r.parallelMs} ms`,
    )
    console.log(`    per query (median): ${queries}`)
    if (r.verdict) console.log(`    experiment verdict: ${r.verdict}`)
    if (r.coldMs >= 1000 || r.maxMs >= 1000) met = false
  }
}
fs.rmSync(tmp, { recursive: true, force: true })
console.log(`\nTarget (the dashboard's data in under 1 s on 100,000 leads, both databases): ${met ? 'MET' : 'NOT MET'}`)
process.exit(met ? 0 : 1)
