#!/usr/bin/env node
// npm run db:migrate:create -- <name>: writes the same-named migration for each adapter whose schema
// changed (src/migrations/sqlite and src/migrations/postgres), using a throwaway database for each.
// --replace-all: delete every migration first and write one from scratch (only before the first
// release, while no database outside development has applied them).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../tests/support/postgres.mjs'

const args = process.argv.slice(2)
const replaceAll = args.includes('--replace-all')
const name = args.find((a) => !a.startsWith('--'))
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:migrate:create -- <name> [--replace-all]   (name: lower-case letters, digits, underscores)')
  process.exit(2)
}

// One migration run at a time on this machine (parallel checkouts share /tmp).
const lock = path.join(os.tmpdir(), 'hvac-migrate-create.lock')
const deadline = Date.now() + 10 * 60_000
for (;;) {
  try {
    fs.mkdirSync(lock)
    break
  } catch {
    if (Date.now() > deadline) throw new Error(`could not take ${lock}; remove it if no migration is being created`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}
const secret = process.env.PAYLOAD_SECRET ?? 'migration-create-secret-0123456789abcdef'
const run = (databaseUrl) =>
  // --skip-empty: an adapter whose schema did not change (SQLite stores task names as plain text,
  // PostgreSQL as an enum, say) gets no migration instead of an interactive prompt.
  execFileSync(process.execPath, ['node_modules/payload/bin.js', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret },
  })

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
try {
  if (replaceAll) {
    for (const adapter of ['sqlite', 'postgres']) {
      const dir = path.join('src/migrations', adapter)
      for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f))
    }
  }
  run(`file:${path.join(tmp, 'create.db')}`)
  const pg = await startPostgres()
  try {
    run(pg.url)
  } finally {
    pg.stop()
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(lock, { recursive: true, force: true })
}
