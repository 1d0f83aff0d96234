#!/usr/bin/env node
// npm test: the whole suite, as CI runs it (`.ci/run`). Installs what the tests need first (Debian's
// chromium and its headless shell, PostgreSQL 15 and redis-server when missing), then runs the phases below, several at a
// time where they do not depend on each other, and prints each phase's time at the end.
//
//   node scripts/test.mjs [phase|group ...] [-- files...]
//   groups: deps typecheck lint unit int (int:sqlite + int:postgres) e2e (e2e:db + build + e2e:browser)
//   files after `--` narrow the vitest / playwright runs (handy while working on one area).
//
// Adding a phase is one `phase(...)` line: a name, the phases it needs (their success) and a command.
// The scheduler starts a phase once what it needs has passed and its CPU share fits on the machine;
// when several run at once, each one's output is printed in one piece when it ends.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensurePostgresInstalled, freePort, startPostgres } from '../tests/support/postgres.mjs'
import { lowerSessionPriority } from '../tests/support/priority.mjs'
import { ensureRedisInstalled } from '../tests/support/redis.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const localBin = path.join(root, 'node_modules', '.bin')

// The project runs on the Node 24 its optional dependencies ship (node_modules/.bin/node); started
// with another node (the machine's own), run again with that one.
if (Number(process.versions.node.split('.')[0]) !== 24 && fs.existsSync(path.join(localBin, 'node'))) {
  const again = spawnSync(path.join(localBin, 'node'), process.argv.slice(1), { stdio: 'inherit' })
  process.exit(again.status ?? 1)
}

const argv = process.argv.slice(2)
const dashdash = argv.indexOf('--')
const only = dashdash === -1 ? argv : argv.slice(0, dashdash)
const files = dashdash === -1 ? [] : argv.slice(dashdash + 1)
const secret = 'test-secret-test-secret-test-secret-0123'
const startedAt = Date.now()
const cores = os.availableParallelism()
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ')

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-test-'))
const PATH = `${localBin}${path.delimiter}${process.env.PATH ?? ''}`
const baseEnv = { PATH, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: secret, NODE_ENV: 'test', LOG_LEVEL: 'warn', MEDIA_DIR: path.join(tmp, 'media') }

// ---------------------------------------------------------------------------------------------
// Clean-up: whatever way the run ends (a failed phase, Ctrl-C, an exception), the servers it
// started are stopped, the commands still running are killed and the temp dir is removed.
const cleanups = []
const running = new Set()
let cleaned = false
function cleanUp() {
  if (cleaned) return
  cleaned = true
  for (const child of running) killTree(child)
  for (const fn of cleanups.reverse()) {
    try {
      fn()
    } catch (error) {
      console.error(`clean-up: ${error.message}`)
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true })
}
function killTree(child) {
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`)
    cleanUp()
    process.exit(130)
  })
}

/** Starts PostgreSQL once, on first use, for the phases that need it; stopped at the end. */
let pgServer
function postgres() {
  pgServer ??= startPostgres({ database: 'postgres_int', niceness: 10 }).then((pg) => {
    cleanups.push(() => pg.stop())
    return pg
  })
  return pgServer
}

// ---------------------------------------------------------------------------------------------
// Phases

const phases = []
const BACKGROUND_NICENESS = 10
const IDLE_NICENESS = 19
/**
 * One phase: `needs` are phases that must pass first; `cpu` is its share of the machine's cores
 * (1 for single-threaded tools, 2 for the build and the parallel test runners); `run` returns the
 * command to run ({ cmd, args, env }), or does the work itself and returns nothing. A `background`
 * phase runs at a lower CPU priority (nice 10, for its whole session: see exec): the browser tests
 * are the longest chain and wait on pages rendering and scripts running, so on two cores they take
 * the CPU first and the rest uses what they leave (a background phase counts half its share: two run
 * beside the browser tests). It starts once the build has ended, passed or not: the seed and the
 * build before the browser tests are on the longest chain too. An `idle` background phase (the type
 * check, the linters: no clock in them) starts at once and counts nothing: at nice 19 until the
 * build has ended, it uses what the seed and the build leave of the machine (at nice 10, two of
 * them took a fifth of it, and the build ran 100 s instead of 76); then at 10, as the others.
 */
function phase(name, { needs = [], cpu = 1, group = name, background = false, idle = false, run }) {
  const share = idle ? 0 : background ? cpu / 2 : cpu
  phases.push({ name, needs, after: background && !idle ? ['build'] : [], cpu: share, group, idle, niceness: background || idle ? BACKGROUND_NICENESS : 0, run })
}

// The e2e database, the build and the port the browser tests use: chosen once for the run.
const e2ePort = Number(process.env.E2E_PORT ?? 0) || (await freePort())
const e2eEnv = {
  ...baseEnv,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(tmp, 'e2e.db')}`,
  E2E_PORT: String(e2ePort),
  SITE_URL: `http://localhost:${e2ePort}`,
  SEED_ADMIN_EMAIL: 'admin@example.com',
  SEED_ADMIN_PASSWORD: 'e2e-admin-password',
}
const distDir = process.env.NEXT_DIST_DIR || '.next'
const reuseBuild = process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(distDir, 'BUILD_ID'))

// The order of these lines is their priority: the e2e database, the build and the browser tests are
// the longest chain and go first; the rest fills in beside them.
phase('deps', {
  cpu: 0,
  run: () => {
    ensureChromium()
    ensurePostgresInstalled()
    // The deployment test (tests/deploy) starts its own Redis.
    ensureRedisInstalled()
  },
})
// `npm run db:migrate` and `npm run seed` in one process: one Payload start-up, 8 s less before the build.
phase('e2e:db', { group: 'e2e', run: () => sh('payload', ['run', 'tests/support/migrate-and-seed.ts'], e2eEnv) })
// TypeScript 7 (the native compiler) checks the types: 7-8 s where 5.9's tsc took 20-30. The 5.9
// package stays for what loads TypeScript's JavaScript API (Next, typescript-eslint, knip), which 7.0
// does not ship. Both install a `tsc` command, so the checker is named by its path.
phase('typecheck', { idle: true, run: () => sh('node', ['node_modules/typescript-native/bin/tsc', '--noEmit']) })
phase('build', {
  group: 'e2e',
  needs: ['e2e:db'],
  cpu: 2,
  run: () => {
    // The data cache (unstable_cache) of an earlier run answered from that run's database: a
    // reseeded page moved elsewhere was still read at its old path. The compiler's cache stays.
    fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    // A reused build also keeps the pages and routes the last run's server cached (ISR): its
    // sitemap listed the pages that run's tests had made (and a page would be served as they left it).
    if (reuseBuild) {
      fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
      return
    }
    return sh('next', ['build'], e2eEnv)
  },
})
phase('e2e:browser', { group: 'e2e', needs: ['deps', 'e2e:db', 'build'], run: () => sh('playwright', ['test', ...files], e2eEnv) })
// nginx with TLS in front of two instances of the same build, a worker, PostgreSQL and Redis (docs/deploy.md).
phase('deploy', { needs: ['deps', 'build'], run: () => sh('playwright', ['test', '-c', 'tests/deploy/playwright.config.ts'], baseEnv) })
// Unused files, exports and dependencies (knip.jsonc) after eslint; then the same for production
// code alone, so code only a test calls is caught.
phase('lint', { idle: true, run: () => [sh('eslint', ['.', '--max-warnings=0']), sh('knip', ['--no-progress']), sh('knip', ['--production', '--no-progress'])] })
phase('int:postgres', { group: 'int', needs: ['deps'], background: true, run: async () => sh('vitest', ['run', '--project', 'int*', ...files], { ...baseEnv, DATABASE_URL: (await postgres()).url, MEDIA_DIR: path.join(tmp, 'media-postgres') }) })
phase('int:sqlite', { group: 'int', background: true, run: () => sh('vitest', ['run', '--project', 'int*', ...files], { ...baseEnv, DATABASE_URL: `file:${path.join(tmp, 'int.db')}`, MEDIA_DIR: path.join(tmp, 'media-sqlite') }) })
// No share (its files take about 30 CPU-seconds): it starts when the build ends, not once a core is free.
phase('unit', { cpu: 0, background: true, run: () => sh('vitest', ['run', '--project', 'unit*', ...files], baseEnv) })

/**
 * Debian's Chromium for the browser tests: the full browser (Lighthouse, scripts) and its headless
 * shell, which the browser tests drive when present (playwright.config.ts: the same engine, a sixth
 * less CPU). Installed when missing, from the package lists the machine has, or fresh ones.
 */
function ensureChromium() {
  const missing = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ].filter(([bin]) => !fs.existsSync(bin)).map(([, pkg]) => pkg)
  if (missing.length === 0) return
  console.log(`[deps] installing Debian ${missing.join(' and ')} for the browser tests`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () => execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing, 'fonts-dejavu-core'], { stdio: 'inherit', env })
  try {
    install()
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    try {
      install()
    } catch (error) {
      // Without the headless shell the browser tests drive the full browser: slower, same checks.
      if (!fs.existsSync('/usr/bin/chromium')) throw error
      console.log('[deps] chromium-headless-shell could not be installed: the browser tests use /usr/bin/chromium')
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Scheduler

const known = new Set(phases.flatMap((p) => [p.name, p.group]))
const unknown = only.filter((name) => !known.has(name))
if (unknown.length) {
  console.error(`unknown phase ${unknown.join(', ')}; phases: ${phases.map((p) => p.name).join(' ')}`)
  process.exit(2)
}
const selected = phases.filter((p) => only.length === 0 || only.includes(p.name) || only.includes(p.group))
const chosen = new Set(selected.map((p) => p.name))
// A phase's needs that were not chosen are taken as done (`... e2e:browser` with E2E_REUSE_BUILD, say).
for (const p of selected) {
  p.needs = p.needs.filter((n) => chosen.has(n))
  p.after = p.after.filter((n) => chosen.has(n))
}
const results = new Map()
const capacity = Math.max(2, cores)
// Several phases can overlap only if some pair is unordered; then output is buffered per phase.
const dependsOn = (a, b) => a.needs.includes(b.name) || a.needs.some((n) => dependsOn(selected.find((p) => p.name === n), b))
const overlap = selected.some((a) => selected.some((b) => a !== b && !dependsOn(a, b) && !dependsOn(b, a) && a.cpu > 0 && b.cpu > 0))

console.log(`npm test: node ${process.version} (${process.execPath}), ${cores} cores, load average ${load()}`)
console.log(`phases: ${selected.map((p) => p.name).join(', ')}${files.length ? ` (files: ${files.join(' ')})` : ''}; e2e port ${e2ePort}; temp dir ${tmp}`)

/** A command for a phase to run (a phase may return several, run one after the other). */
function sh(cmd, args, env = baseEnv) {
  return { cmd, args, env }
}
// GNU time, when installed, reports each command's CPU seconds (user + system, children included):
// on a machine shared with other work, CPU time says more than wall time.
const GNU_TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined
let timeFiles = 0

/** Idle phases' commands running at IDLE_NICENESS; raised to BACKGROUND_NICENESS when the build ends. */
const untilBuilt = new Set()

/** Runs a command in its own process group; resolves with its exit code and CPU seconds. Output to the console, or to `log`. */
function exec({ cmd, args, env }, log, niceness = 0) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, 'a') : 'inherit'
    const timeFile = GNU_TIME ? path.join(tmp, `time-${++timeFiles}`) : undefined
    const command = niceness ? ['nice', '-n', String(niceness), cmd, ...args] : [cmd, ...args]
    const [file, argv] = timeFile ? [GNU_TIME, ['-q', '-f', '%U %S', '-o', timeFile, ...command]] : [command[0], command.slice(1)]
    const child = spawn(file, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true })
    if (niceness) lowerSessionPriority(child.pid, niceness)
    if (niceness === IDLE_NICENESS) untilBuilt.add(child)
    running.add(child)
    child.on('error', (error) => {
      fs.appendFileSync(log ?? '/dev/stderr', `${cmd}: ${error.message}\n`)
    })
    child.on('close', (code, signal) => {
      running.delete(child)
      untilBuilt.delete(child)
      if (log) fs.closeSync(out)
      const times = timeFile && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)?.split(' ').map(Number) : undefined
      resolve({ code: code ?? (signal ? 128 : 1), cpu: times?.length === 2 ? times[0] + times[1] : undefined })
    })
  })
}

/** Tests that passed and failed, from Vitest's or Playwright's summary (buffered output only). */
function testCount(output) {
  const text = output.replace(/\x1b\[[0-9;]*m/g, '')
  const vitest = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(text)
  if (vitest) return `${vitest[2]} passed${vitest[1] ? `, ${vitest[1]} failed` : ''}`
  const passed = /^\s+(\d+) passed/m.exec(text)
  const failed = /^\s+(\d+) failed/m.exec(text)
  if (passed || failed) return [passed && `${passed[1]} passed`, failed && `${failed[1]} failed`].filter(Boolean).join(', ')
  return ''
}

/**
 * One line per failed test: its name, where it failed and the first line of its error, from
 * Playwright's list reporter or Vitest's report. CI keeps only the end of the output, so the table
 * is followed by these lines rather than by the whole report.
 */
function failureLines(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const found = []
  const playwright = /^\s+\d+\) (\[[\w-]+\] › .*)$/
  const vitest = /^\s*FAIL\b.*?(tests\/\S+ > .*)$/
  const errorLine = /^\s*((?:\w*Error|Test timeout|Timed out|expect\(|AssertionError)[^\n]*)/
  const place = /(tests\/[\w/.-]+\.ts:\d+)/
  for (let i = 0; i < lines.length; i++) {
    const head = (playwright.exec(lines[i]) ?? vitest.exec(lines[i]))?.[1].replace(/\s*─+\s*$/, '')
    if (!head || found.some((f) => f.endsWith(head) || f.includes(` · ${head.slice(0, 200)}`))) continue
    let error = ''
    let at = ''
    for (let j = i + 1; j < Math.min(lines.length, i + 80) && !(playwright.test(lines[j]) || vitest.test(lines[j])); j++) {
      error ||= errorLine.exec(lines[j])?.[1]?.trim() ?? ''
      if (error && !at) at = place.exec(lines[j])?.[1] ?? ''
      if (error && at) break
    }
    found.push(`${at || head.split(' ')[0]}: ${(error || '(no error line found)').slice(0, 160)} · ${head}`.slice(0, 320))
  }
  return found
}

async function runPhase(p) {
  const log = overlap ? path.join(tmp, `${p.name.replace(/[^\w.-]/g, '_')}.log`) : undefined
  const started = Date.now()
  const startLoad = os.loadavg()[0]
  console.log(`\n=== ${p.name}: started at +${((started - startedAt) / 1000).toFixed(0)}s (load ${startLoad.toFixed(2)})`)
  let ok
  let cpu
  try {
    const commands = [(await p.run()) ?? []].flat()
    ok = true
    for (const command of commands) {
      if (log) fs.appendFileSync(log, `$ ${command.cmd} ${command.args.join(' ')}\n`)
      else console.log(`$ ${command.cmd} ${command.args.join(' ')}`)
      const { code, cpu: seconds } = await exec(command, log, p.idle && !results.has('build') && chosen.has('build') ? IDLE_NICENESS : p.niceness)
      if (seconds !== undefined) cpu = (cpu ?? 0) + seconds
      if (code !== 0) {
        ok = false
        break
      }
    }
  } catch (error) {
    if (log) fs.appendFileSync(log, `${error.stack ?? error}\n`)
    else console.error(error)
    ok = false
  }
  const seconds = (Date.now() - started) / 1000
  const output = log && fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''
  process.stdout.write(output)
  console.log(`=== ${p.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)}s`)
  results.set(p.name, { ok, seconds, cpu, start: (started - startedAt) / 1000, load: startLoad, tests: testCount(output), failures: ok ? [] : failureLines(output) })
  if (p.name === 'build') {
    for (const child of untilBuilt) lowerSessionPriority(child.pid, BACKGROUND_NICENESS)
    untilBuilt.clear()
  }
}

async function schedule() {
  const pending = [...selected]
  const active = new Map()
  while (pending.length || active.size) {
    const used = [...active.keys()].reduce((sum, p) => sum + p.cpu, 0)
    // Phases whose needs failed never start.
    for (const p of [...pending]) {
      if (p.needs.some((n) => results.get(n)?.ok === false || results.get(n)?.skipped)) {
        pending.splice(pending.indexOf(p), 1)
        results.set(p.name, { ok: false, skipped: true, seconds: 0, start: 0, load: 0 })
        console.log(`=== ${p.name}: not run (${p.needs.filter((n) => !results.get(n)?.ok).join(', ')} failed)`)
      }
    }
    // In list order (the order of the phase lines is their priority): the first ready phase starts
    // while a core is free, so the critical path (database, build, browser tests) goes first and
    // the rest fills in beside it. A phase with no share (deps, the idle ones, unit) starts whenever
    // it is ready.
    const next = pending.find((p) => (p.cpu === 0 || used < capacity) && p.needs.every((n) => results.get(n)?.ok) && p.after.every((n) => results.has(n)))
    if (next) {
      pending.splice(pending.indexOf(next), 1)
      active.set(next, runPhase(next).then(() => active.delete(next)))
      continue
    }
    if (!active.size) break
    await Promise.race(active.values())
  }
}

await schedule()
const total = (Date.now() - startedAt) / 1000
const install = Number(process.env.CI_INSTALL_SECONDS ?? 0)
console.log('\nPhase times (start: seconds after the harness started; cpu: user + system seconds; load: 1-minute load average at start)')
console.log('  phase          result    start    time     cpu   load   tests')
const row = (name, state, start, time, cpu, load, tests = '') =>
  console.log(`  ${name.padEnd(14)} ${state.padEnd(7)} ${start.padStart(7)} ${time.padStart(7)} ${cpu.padStart(7)}   ${load.padEnd(6)} ${tests}`)
if (install) row('npm ci', 'ok', '-', `${install.toFixed(0)}s`, '', '')
for (const p of selected) {
  const r = results.get(p.name)
  if (!r) continue
  const state = r.skipped ? 'skipped' : r.ok ? 'ok' : 'FAILED'
  row(p.name, state, `${r.start.toFixed(0)}s`, `${r.seconds.toFixed(0)}s`, r.cpu === undefined ? '' : `${r.cpu.toFixed(0)}s`, r.load.toFixed(2), r.tests)
}
row('total', '', '', `${(total + install).toFixed(0)}s`, '', `(load average now ${load()})`)
const failed = [...results.entries()].filter(([, r]) => !r.ok).map(([name]) => name)
for (const [name, r] of results) for (const line of r.failures ?? []) console.log(`  ${name}: ${line}`)
console.log(failed.length ? `FAILED: ${failed.join(', ')}` : `all ${results.size} phases passed`)
cleanUp()
process.exit(failed.length ? 1 : 0)
