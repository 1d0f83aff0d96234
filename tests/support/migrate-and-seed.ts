// `payload run tests/support/migrate-and-seed.ts`: `npm run db:migrate` and
// `npm run seed` in one process (one Payload start-up instead of two), for the browser tests' database
// (scripts/test.mjs) and tests/support/instances.ts.
// Prints "schema is current; seeding" once migrated, so the web instances can start while the seed runs.
// SEED_SAMPLE_DEALERS: how many sample dealers (the seed's default is ~3,000).
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { isPostgresUrl } from '@/lib/env'
import { seed } from '@/seed'

const payload = await getPayload({ config })
const migrations = isPostgresUrl(process.env.DATABASE_URL ?? '') ? postgresMigrations : sqliteMigrations
await payload.db.migrate({ migrations: migrations as NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations'] })
console.log('schema is current; seeding')
await seed(payload, {
  adminEmail: process.env.SEED_ADMIN_EMAIL,
  adminPassword: process.env.SEED_ADMIN_PASSWORD,
  sampleDealers: process.env.SEED_SAMPLE_DEALERS ? Number(process.env.SEED_SAMPLE_DEALERS) : undefined,
})
process.exit(0)
