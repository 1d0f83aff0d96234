// npm run bench:search: our in-memory dealer search vs the store-locator SQL baseline at
// 10,000 and 100,000 dealers on SQLite and PostgreSQL (each in a throwaway database), then,
// when BENCH_URL is set (e.g. BENCH_URL=http://localhost:3000 against `npm start`), the
// HTTP throughput of /api/dealers/locations with autocannon.
// Options: BENCH_SIZES=10000,100000  BENCH_DATABASES=sqlite,postgres  BENCH_ROUNDS=5
//          BENCH_CONNECTIONS=20 BENCH_SECONDS=10
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../../tests/support/postgres.mjs'
import { BENCH_PLACES } from './searchBaseline'

// autocannon ships no type declarations; this is the slice of its API used here.
type AutocannonResult = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number)
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const secret = process.env.PAYLOAD_SECRET ?? 'bench-secret-bench-secret-bench-secret-01'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))

interface Result {
  database: string
  dealers: number
  queries: number
  insertMs: number
  indexBuildMs: number
  sql: { mean: number; p50: number; p99: number; rowsPerQuery: number }
  index: { mean: number; p50: number; p99: number; rowsPerQuery: number }
  ratio: number
}

function runOne(databaseUrl: string, dealers: number): Result {
  const child = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/bench/searchDb.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret, BENCH_DEALERS: String(dealers), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = child.stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`bench run failed (${databaseUrl}, ${dealers}):\n${child.stdout}\n${child.stderr}`)
  return JSON.parse(line.slice('BENCH_RESULT '.length)) as Result
}

const results: Result[] = []
for (const database of databases) {
  for (const size of sizes) {
    if (database === 'sqlite') {
      results.push(runOne(`file:${path.join(tmp, `bench-${size}.db`)}`, size))
    } else {
      const pg = await startPostgres({ database: `bench${size}` })
      try {
        results.push(runOne(pg.url, size))
      } finally {
        pg.stop()
      }
    }
    const r = results[results.length - 1] as Result
    console.log(
      `${r.database.padEnd(8)} ${String(r.dealers).padStart(7)} dealers | SQL mean ${r.sql.mean.toFixed(3)} ms p99 ${r.sql.p99.toFixed(3)} ms | ` +
        `index mean ${r.index.mean.toFixed(3)} ms p99 ${r.index.p99.toFixed(3)} ms | ratio ${r.ratio}x | ` +
        `${r.queries} queries, rows/query SQL ${r.sql.rowsPerQuery} index ${r.index.rowsPerQuery} | insert ${r.insertMs} ms, index build ${r.indexBuildMs} ms`,
    )
  }
}
fs.rmSync(tmp, { recursive: true, force: true })

const target = results.filter((r) => r.dealers === 10_000)
if (target.length) console.log(`\nAt 10,000 dealers the index is ${target.map((r) => `${r.ratio}x (${r.database})`).join(', ')} faster than the SQL baseline (target >= 20x).`)

const url = process.env.BENCH_URL
if (url) {
  let i = 0
  const paths = BENCH_PLACES.map((place) => `/api/dealers/locations?brand=AS&zipcode=${encodeURIComponent(place)}`)
  const result = await autocannon({
    url,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
  })
  const non2xx = result.non2xx
  console.log(
    `\nHTTP ${url}/api/dealers/locations: ${Math.round(result.requests.average)} req/s (mean), latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${non2xx} non-2xx, ${result.errors} errors (target > 800 req/s)`,
  )
} else {
  console.log('\nSet BENCH_URL=http://localhost:3000 (a running `npm start`) to measure the endpoint with autocannon.')
}
