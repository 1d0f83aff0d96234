// One database's half of `npm run bench:search` (started by scripts/bench/search.ts with
// DATABASE_URL set): migrate, insert N generated dealers, then time our index search against
// the store-locator SQL baseline on the same rows and the same places. Prints one JSON line.
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { bulkInsertDealers } from '@/server/dealers/bulkInsertDealers'
import { dealersJson, getDealerSearchIndex } from '@/server/dealers/dealerSearchIndex'
import { getGeoIndex } from '@/server/geo/geoIndex'
import { generateSampleDealers } from '@/seed/sample-data/generateDealers'
import { BENCH_PLACES, baselineSql, summarize } from './searchBaseline'

const count = Number(process.env.BENCH_DEALERS ?? 10_000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const isPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '')

const payload = await getPayload({ config })
const migrations = isPostgres ? postgresMigrations : sqliteMigrations
await payload.db.migrate({ migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })

let t = performance.now()
const dealers = generateSampleDealers({ count, includeReviews: false, seed: 7 })
await bulkInsertDealers(payload, dealers.map((d) => ({ ...d, data: { ...d.data, companyID: d.data.companyID ?? 0, name: d.data.name ?? '' } })))
const insertMs = performance.now() - t

t = performance.now()
const loaded = await getDealerSearchIndex(payload)
const indexBuildMs = performance.now() - t

const geo = getGeoIndex()
const places = BENCH_PLACES.map((code) => {
  const r = geo.resolvePlace(code)
  if (r.kind !== 'place') throw new Error(`bench place ${code} does not resolve`)
  return r.place
})

type Row = Record<string, unknown>
const db = payload.db as unknown as {
  client?: { execute(q: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> }
  pool?: { query(text: string, values: unknown[]): Promise<{ rows: Row[] }> }
}
const { sql, args } = baselineSql(isPostgres ? 'postgres' : 'sqlite')
const runSql = async (lat: number, lon: number): Promise<Row[]> => {
  if (isPostgres) return (await (db.pool as NonNullable<typeof db.pool>).query(sql, args(lat, lon))).rows
  return (await (db.client as NonNullable<typeof db.client>).execute({ sql, args: args(lat, lon) })).rows
}

// Warm-up (JIT, page cache, prepared plans), then timed rounds.
for (const p of places) {
  await runSql(p.lat, p.lon)
  dealersJson(loaded, loaded.index.search(p))
}
const sqlTimes: number[] = []
const indexTimes: number[] = []
let sqlRows = 0
let indexRows = 0
for (let round = 0; round < rounds; round++) {
  for (const p of places) {
    let s = performance.now()
    sqlRows += (await runSql(p.lat, p.lon)).length
    sqlTimes.push(performance.now() - s)
    s = performance.now()
    // The whole answer our endpoint sends: index search + ranked dealer JSON.
    const out = dealersJson(loaded, loaded.index.search(p))
    indexTimes.push(performance.now() - s)
    indexRows += out.count
  }
}
const sqlStats = summarize(sqlTimes)
const indexStats = summarize(indexTimes)
console.log(
  `BENCH_RESULT ${JSON.stringify({
    database: isPostgres ? 'postgres' : 'sqlite',
    dealers: count,
    queries: sqlTimes.length,
    insertMs: Math.round(insertMs),
    indexBuildMs: Math.round(indexBuildMs),
    sql: { ...sqlStats, rowsPerQuery: Math.round(sqlRows / sqlTimes.length) },
    index: { ...indexStats, rowsPerQuery: Math.round(indexRows / indexTimes.length) },
    ratio: Math.round((sqlStats.mean / indexStats.mean) * 10) / 10,
  })}`,
)
process.exit(0)
