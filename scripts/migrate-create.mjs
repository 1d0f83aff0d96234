#!/usr/bin/env node
// npm run db:migrate:create -- <name>: writes the same-named migration for BOTH adapters
// (src/migrations/sqlite and src/migrations/postgres), using a throwaway database for each.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../tests/support/postgres.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:migrate:create -- <name>   (lower-case letters, digits, underscores)')
  process.exit(2)
}
const secret = process.env.PAYLOAD_SECRET ?? 'migration-create-secret-0123456789abcdef'
const run = (databaseUrl) =>
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret },
  })

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
try {
  run(`file:${path.join(tmp, 'create.db')}`)
  const pg = await startPostgres()
  try {
    run(pg.url)
  } finally {
    pg.stop()
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
