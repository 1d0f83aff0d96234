// npm run bench:pages: first-load JS of every seeded published page (plus one dealer profile)
// beside the framework's floor, an empty page on the same build (/bench-floor/, its own root
// layout, so it carries only Next's and React's runtime).
//
// What is counted: the module scripts a modern browser fetches while loading the page: every
// <script src> under /_next/static without `nomodule` (the legacy polyfills a modern browser skips)
// plus every <link rel="preload" as="script"> there (chunks of lazily split components that render
// on the server, so hydration loads them at once). Each file's body is gzipped with zlib level 9
// here (what the server sends may be compressed differently; the same measure is used throughout).
//
// Steps: migrate + seed a throwaway SQLite database, `next build` into its own dist dir, `npm start`
// on its own port, fetch the pages. Options:
//   BENCH_REUSE_BUILD=1  reuse the last build and database (when only this script changed)
//   BENCH_PORT=3390  BENCH_DIST_DIR=.next-bench
//   BENCH_ENFORCE=1  exit non-zero when a page is over its budget (CI does not run benches)
//   BENCH_VERBOSE=1  also list each page's scripts with their sizes
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { STATIC_BLOCK_TYPES } from '../../src/blocks'

const port = Number(process.env.BENCH_PORT ?? 3390)
const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench'
const reuse = process.env.BENCH_REUSE_BUILD === '1'
const enforce = process.env.BENCH_ENFORCE === '1'
const verbose = process.env.BENCH_VERBOSE === '1'
const base = `http://localhost:${port}`
const FLOOR_PATH = '/bench-floor/'
// Blocks that render no client component (`kind: 'static'` in the block folder's index.ts): a page made only
// of these is held to the static budget.
const STATIC_BLOCKS = new Set<string>(STATIC_BLOCK_TYPES)
const BUDGET_STATIC_KIB = 15
const BUDGET_HOME_KIB = 50

// The database and media live beside the build (keyed by checkout and dist dir) so a reused build
// finds the content it was built from.
const stateDir = path.join(os.tmpdir(), `bench-pages-${createHash('sha1').update(`${process.cwd()}:${distDir}`).digest('hex').slice(0, 10)}`)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-bench-secret-bench-secret-01',
  DATABASE_URL: `file:${path.join(stateDir, 'bench.db')}`,
  MEDIA_DIR: path.join(stateDir, 'media'),
  SITE_URL: base,
  NEXT_DIST_DIR: distDir,
  SEED_ADMIN_EMAIL: 'admin@example.com',
  SEED_ADMIN_PASSWORD: 'bench-admin-password',
}

function run(name: string, cmd: string, args: string[]): string {
  const started = Date.now()
  console.log(`[bench:pages] ${name}`)
  const result = spawnSync(cmd, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error(`${name} failed (exit ${result.status})`)
  }
  console.log(`[bench:pages] ${name}: ${((Date.now() - started) / 1000).toFixed(1)}s`)
  return result.stdout
}

const haveBuild = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(path.join(stateDir, 'bench.db'))
if (!(reuse && haveBuild)) {
  fs.rmSync(stateDir, { recursive: true, force: true })
  fs.mkdirSync(stateDir, { recursive: true })
  run('migrate', process.execPath, ['node_modules/payload/bin.js', 'migrate'])
  run('seed', process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/seed.ts'])
}
// Also adds the static stand-in page before the build, so the build prerenders it like the rest.
const listing = run('list pages', process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/bench/pagesDb.ts'])
const line = listing.split('\n').find((l) => l.startsWith('BENCH_PAGES '))
if (!line) throw new Error(`pagesDb printed no BENCH_PAGES line:\n${listing}`)
const seeded = JSON.parse(line.slice('BENCH_PAGES '.length)) as { pages: { path: string; blockTypes: string[] }[]; dealerPath: string | null }
if (!(reuse && haveBuild)) run('next build', 'npx', ['next', 'build'])

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${base}${FLOOR_PATH}`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not answer within 60 s')
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}(?:=("[^"]*"|'[^']*'|[^\\s>]+))?`, 'i').exec(tag)?.[1]?.replace(/^["']|["']$/g, '') ?? (new RegExp(`\\s${name}[\\s>]`, 'i').test(tag) ? '' : undefined)

/** Script URLs a modern browser loads for this HTML (see the header for what counts). */
function moduleScripts(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (src?.startsWith('/_next/static/') && attr(tag, 'nomodule') === undefined) urls.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href')
    if (attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'script' && href?.startsWith('/_next/static/')) urls.add(href)
  }
  return [...urls]
}

const gzCache = new Map<string, number>()
async function gzipSize(url: string): Promise<number> {
  const cached = gzCache.get(url)
  if (cached !== undefined) return cached
  const res = await fetch(`${base}${url}`)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  const size = zlib.gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length
  gzCache.set(url, size)
  return size
}

interface Row {
  path: string
  bytes: number
  chunks: number
  budgetKiB?: number
}

async function measure(pagePath: string): Promise<Row> {
  const res = await fetch(`${base}${pagePath}`)
  if (!res.ok) throw new Error(`${pagePath}: HTTP ${res.status}`)
  const scripts = moduleScripts(await res.text())
  const sizes = await Promise.all(scripts.map(gzipSize))
  if (verbose) console.log(`${pagePath}\n${scripts.map((url, i) => `  ${(((sizes[i] ?? 0) / 1024).toFixed(1)).padStart(6)} KiB  ${url}`).join('\n')}`)
  return { path: pagePath, bytes: sizes.reduce((a, b) => a + b, 0), chunks: scripts.length }
}

const server = spawn(process.execPath, ['dist/site-server.cjs', '-p', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
let failed = false
try {
  await waitForServer(server)
  const floor = await measure(FLOOR_PATH)
  const rows: Row[] = []
  for (const page of seeded.pages) {
    const row = await measure(page.path)
    if (page.path === '/') row.budgetKiB = BUDGET_HOME_KIB
    else if (page.blockTypes.length > 0 && page.blockTypes.every((t) => STATIC_BLOCKS.has(t))) row.budgetKiB = BUDGET_STATIC_KIB
    rows.push(row)
  }
  if (seeded.dealerPath) rows.push(await measure(seeded.dealerPath))

  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  const header = ['page', 'KiB gz', 'above floor', 'chunks', 'x floor', 'budget']
  const table = [
    [`${FLOOR_PATH} (floor)`, kib(floor.bytes), '0.0', String(floor.chunks), '1.00', ''],
    ...rows.map((r) => {
      const above = (r.bytes - floor.bytes) / 1024
      const over = r.budgetKiB !== undefined && above > r.budgetKiB
      if (over) failed = true
      const budget = r.budgetKiB === undefined ? '' : `${over ? 'OVER ' : ''}<= ${r.budgetKiB}`
      return [r.path, kib(r.bytes), above.toFixed(1), String(r.chunks), (r.bytes / floor.bytes).toFixed(2), budget]
    }),
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)))
  const format = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')
  console.log(`\nFirst-load module JS (gzip -9 of each file), ${distDir}`)
  console.log(format(header))
  for (const row of table) console.log(format(row))
  if (failed) console.log(`\nA page is over its budget (KiB gz above the floor).${enforce ? '' : ' BENCH_ENFORCE=1 makes that fail.'}`)
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
}
process.exit(failed && enforce ? 1 : 0)
