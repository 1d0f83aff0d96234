#!/usr/bin/env node
// npm test: the whole suite, in the order CI runs it. Installs what the tests need first
// (Debian's chromium, PostgreSQL 15 and redis-server when missing). Exits non-zero on the first failing step.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensurePostgresInstalled, startPostgres } from '../tests/support/postgres.mjs'
import { ensureRedisInstalled } from '../tests/support/redis.mjs'

// `node scripts/test.mjs [step ...] [-- files...]`: steps are deps typecheck lint unit int e2e;
// files after `--` narrow the vitest / playwright runs (handy while working on one area).
const argv = process.argv.slice(2)
const dashdash = argv.indexOf('--')
const only = dashdash === -1 ? argv : argv.slice(0, dashdash)
const files = dashdash === -1 ? [] : argv.slice(dashdash + 1)
const want = (step) => only.length === 0 || only.includes(step)
const secret = 'test-secret-test-secret-test-secret-0123'
const results = []

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return
  console.log('[deps] installing Debian chromium for the browser tests')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env })
}

function step(name, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  results.push({ name, ok, seconds })
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`)
  if (!ok) finish(1)
}

function finish(code) {
  console.log('\nSummary')
  for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds}s)`)
  const passed = results.filter((r) => r.ok).length
  console.log(`${passed} passed, ${results.length - passed} failed`)
  process.exit(code)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-test-'))
const baseEnv = { NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: secret, NODE_ENV: 'test', LOG_LEVEL: 'warn', MEDIA_DIR: path.join(tmp, 'media') }

if (want('deps')) {
  ensureChromium()
  ensurePostgresInstalled()
  // The two-instance page-cache test (tests/e2e/shared-cache.spec.ts) starts its own Redis.
  ensureRedisInstalled()
}
if (want('typecheck')) step('typecheck', 'npx', ['tsc', '--noEmit'])
if (want('lint')) {
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
  // Unused files, exports and dependencies (knip.jsonc).
  step('unused code', 'npx', ['knip', '--no-progress'])
}
if (want('unit')) step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit', ...files], baseEnv)
if (want('int')) {
  step('integration tests (SQLite)', 'npx', ['vitest', 'run', '--project', 'int', ...files], {
    ...baseEnv,
    DATABASE_URL: `file:${path.join(tmp, 'int.db')}`,
  })
  const pg = await startPostgres({ database: 'int' })
  try {
    step('integration tests (PostgreSQL 15)', 'npx', ['vitest', 'run', '--project', 'int', ...files], { ...baseEnv, DATABASE_URL: pg.url })
  } finally {
    pg.stop()
  }
}
if (want('e2e')) {
  const e2eEnv = {
    ...baseEnv,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(tmp, 'e2e.db')}`,
    SITE_URL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
    SEED_ADMIN_EMAIL: 'admin@example.com',
    SEED_ADMIN_PASSWORD: 'e2e-admin-password',
  }
  step('e2e: migrate', 'node', ['scripts/payload.mjs', 'migrate'], e2eEnv)
  step('e2e: seed', 'node', ['scripts/payload.mjs', 'run', 'scripts/seed.ts'], e2eEnv)
  // E2E_REUSE_BUILD=1 skips the build when one exists (quicker reruns while working on tests only;
  // pages the last run revalidated stay in that build's cache, so content assertions may see them).
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!(process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(distDir, 'BUILD_ID')))) {
    // The data cache (unstable_cache) of an earlier build answered from that run's database: a
    // reseeded page moved elsewhere was still read at its old path. The compiler's cache stays.
    fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    step('e2e: next build', 'npx', ['next', 'build'], e2eEnv)
  }
  step('e2e: browser tests', 'npx', ['playwright', 'test', ...files], e2eEnv)
}
if (want('deploy')) step('deploy test: nginx TLS, 2 instances of the build, worker, PostgreSQL, Redis', 'npm', ['run', 'test:deploy'], baseEnv)
fs.rmSync(tmp, { recursive: true, force: true })
finish(0)
