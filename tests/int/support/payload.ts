import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { seed } from '@/seed'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

let ready: Promise<Payload> | undefined
let seeded: Promise<Payload> | undefined

export const adapterName = () => (/^postgres/.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite')

/**
 * A real Payload on the database named by DATABASE_URL (SQLite file or PostgreSQL, set by
 * scripts/test.mjs), with the committed migrations applied, as production would run them.
 */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    const migrations = adapterName() === 'postgres' ? postgresMigrations : sqliteMigrations
    await payload.db.migrate({ migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })
    return payload
  })()
  return ready
}

/**
 * testPayload() with the demo content seeded, once per run (the int files share one process and one
 * database). Tests of the seed itself call seed() again: it must create nothing the second time.
 */
export function seededPayload(): Promise<Payload> {
  seeded ??= testPayload().then(async (payload) => {
    await seed(payload)
    return payload
  })
  return seeded
}

/**
 * For a file whose tests read the seeded site: `beforeAll(...seedFirst)`. The first full seed of a run
 * (3,000 dealers, 33,651 reviews) took over two minutes in CI beside the browser tests; it gets its
 * own limit here instead of eating one test's.
 */
export const seedFirst = [() => seededPayload().then(() => undefined), 600_000] as const
