import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

let ready: Promise<Payload> | undefined

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
