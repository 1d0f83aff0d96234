import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { isPostgresUrl, loadEnv } from '@/lib/env'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/** SQLite file by default; PostgreSQL when DATABASE_URL is a postgres URL. Migrations are per adapter. */
export function databaseAdapter(url: string, { blocksAsJSON = true }: { blocksAsJSON?: boolean } = {}): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, connectionTimeoutMillis: 5_000, max: loadEnv().DATABASE_POOL_MAX },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
      blocksAsJSON,
    })
  }
  const file = url.replace(/^file:/, '')
  if (!file.startsWith(':memory:')) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    // Page layouts are one JSON column: adding a block or a block field needs no table or migration.
    blocksAsJSON,
    // WAL with synchronous=FULL: readers never wait for the writer, and a committed write survives a crash.
    wal: true,
    busyTimeout: 5_000,
    // Payload's own SQLite transactions stay off: on libsql each one opens a second connection and
    // concurrent writers fail with SQLITE_BUSY. Writes that must be all-or-nothing (lead intake,
    // imports, seeds) run in explicit database transactions in src/server/*.
  })
}
