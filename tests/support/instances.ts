/**
 * Several `npm start` instances of the current build (NEXT_DIST_DIR, or .next) on one PostgreSQL
 * and, optionally, one Redis and a separate lead worker (`npm run jobs:worker`): what
 * docs/deploy.md describes, started on this machine for the deployment test (tests/deploy), the
 * Photon stand-in's site test and `npm run bench:cache`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, startPostgres } from './postgres.mjs'
import { startRedis } from './redis.mjs'

export interface Instance {
  url: string
  port: number
  child: ChildProcess
  output: () => string
}

export interface Cluster {
  instances: Instance[]
  /** The `npm run jobs:worker` process, when asked for. */
  worker?: Omit<Instance, 'url' | 'port'>
  databaseUrl: string
  redisUrl?: string
  /** Where the instances and the worker write e-mails (LEAD_OUTBOX_DIR). */
  outboxDir: string
  stop: () => void
}

/** A process in its own process group (so stopping it stops what it started), its output kept. */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv) {
  let out = ''
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.stdout?.on('data', (d) => (out += String(d)))
  child.stderr?.on('data', (d) => (out += String(d)))
  return { child, output: () => out }
}

/** Sends `signal` to the process group of a process started here (what a process manager does). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit code ${code}`))))
  })
}

async function waitForHealth(instance: Instance, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`the server exited (${instance.child.exitCode}):\n${instance.output().slice(-2000)}`)
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${instance.url} did not become healthy:\n${instance.output().slice(-2000)}`)
}

export interface ClusterOptions {
  count: number
  redis: boolean
  /** Extra environment for every process; SITE_URL defaults to each instance's own address. */
  env?: Record<string, string>
  /** The instances' ports (default: free ones). */
  ports?: number[]
  /** Load the sample content (what `npm run seed` loads; SEED_SAMPLE_DEALERS in `env` for fewer dealers) while the instances start. */
  seed?: boolean
  /** Deliver leads from a separate `npm run jobs:worker` (the web instances get JOBS_AUTORUN=false). */
  worker?: boolean
  /** Progress lines (how long each start-up step took). */
  log?: (line: string) => void
}

/** `count` instances on a fresh, migrated PostgreSQL database; with `redis`, sharing a fresh Redis page cache. */
export async function startCluster({ count, redis, env: extraEnv = {}, ports: givenPorts, seed = false, worker = false, log = () => {} }: ClusterOptions): Promise<Cluster> {
  const began = Date.now()
  const since = () => `${((Date.now() - began) / 1000).toFixed(1)} s`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'))
  const [pg, redisServer] = await Promise.all([startPostgres({ database: 'site' }), redis ? startRedis() : undefined])
  const instances: Instance[] = []
  const helpers: ReturnType<typeof startProcess>[] = []
  let workerProcess: ReturnType<typeof startProcess> | undefined
  const stop = () => {
    for (const { child } of [...instances, ...helpers]) signalGroup(child, 'SIGKILL')
    redisServer?.stop()
    pg.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const outboxDir = path.join(dir, 'outbox')
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'cluster-secret-cluster-secret-cluster-01',
      DATABASE_URL: pg.url,
      MEDIA_DIR: path.join(dir, 'media'),
      LEAD_OUTBOX_DIR: outboxDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    }
    delete env.PORT
    if (redisServer) env.REDIS_URL = redisServer.url
    else delete env.REDIS_URL
    log(`cluster: PostgreSQL${redisServer ? ' and Redis' : ''} up at ${since()}`)
    // With the seed: migrations and seed in one Payload process, the instances starting as soon as
    // the schema is current (start-ups are what take the time here).
    const seeding = seed ? startProcess(process.execPath, ['node_modules/payload/bin.js', 'run', 'tests/support/migrate-and-seed.ts'], env) : undefined
    const seeded = seeding && exited(seeding.child)
    if (seeding) {
      helpers.push(seeding)
      const failed = (error: Error) => new Error(`migrate and seed failed (${error.message}):\n${seeding.output().slice(-3000)}`)
      await Promise.race([
        seeded!.catch((error: Error) => Promise.reject(failed(error))),
        (async () => {
          // The line tests/support/migrate-and-seed.ts prints once the schema is current.
          while (!seeding.output().includes('schema is current; seeding') && seeding.child.exitCode === null) await new Promise((r) => setTimeout(r, 100))
        })(),
      ])
    } else {
      execFileSync(process.execPath, ['node_modules/payload/bin.js', 'migrate'], { env, stdio: 'pipe' })
    }
    log(`cluster: migrated at ${since()}`)
    if (worker) {
      workerProcess = startProcess('npm', ['run', 'jobs:worker'], { ...env, JOBS_AUTORUN: 'true' })
      helpers.push(workerProcess)
    }
    const ports = givenPorts ?? (await Promise.all(Array.from({ length: count }, () => freePort() as Promise<number>)))
    for (const port of ports.slice(0, count)) {
      const url = `http://127.0.0.1:${port}`
      // The server itself (not through npm or npx): a signal sent to the instance reaches its own handler.
      const web = startProcess(process.execPath, [path.resolve('dist/site-server.cjs'), '-p', String(port)], { ...env, SITE_URL: extraEnv.SITE_URL ?? url, ...(worker ? { JOBS_AUTORUN: 'false' } : {}) })
      instances.push({ url, port, ...web })
    }
    await Promise.all([
      ...instances.map((instance) => waitForHealth(instance).then(() => log(`cluster: ${instance.url} healthy at ${since()}`))),
      seeded?.then(
        () => log(`cluster: seeded at ${since()}`),
        (error: Error) => {
          throw new Error(`seed failed (${error.message}):\n${seeding!.output().slice(-3000)}`)
        },
      ),
    ])
    return { instances, worker: workerProcess, databaseUrl: pg.url, redisUrl: redisServer?.url, outboxDir, stop }
  } catch (error) {
    stop()
    throw error
  }
}

/** Creates the first admin user through the REST API and returns a JWT for it. */
export async function firstAdmin(base: string): Promise<string> {
  const credentials = { email: 'admin@example.com', password: 'cluster-admin-password' }
  const register = await fetch(`${base}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, name: 'Test admin' }),
  })
  if (!register.ok) throw new Error(`first-register: HTTP ${register.status} ${await register.text()}`)
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) })
  if (!login.ok) throw new Error(`login: HTTP ${login.status} ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}

/** A published page whose layout is one HTML block with `text`; returns its id. */
export async function publishPage(base: string, token: string, page: { id?: number | string; slug: string; title: string; text: string }): Promise<number | string> {
  const body = JSON.stringify({ title: page.title, slug: page.slug, _status: 'published', layout: [{ blockType: 'html', html: `<p>${page.text}</p>` }] })
  const response = await fetch(page.id === undefined ? `${base}/api/pages` : `${base}/api/pages/${page.id}`, {
    method: page.id === undefined ? 'POST' : 'PATCH',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body,
  })
  if (!response.ok) throw new Error(`${page.id === undefined ? 'create' : 'update'} page: HTTP ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number | string } }).doc.id
}
