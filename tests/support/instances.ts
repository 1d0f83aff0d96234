/**
 * Several `next start` instances of the current build (NEXT_DIST_DIR, or .next) on one PostgreSQL
 * and, optionally, one Redis: what docs/deploy.md describes, started on this machine for the
 * two-instance test (tests/e2e/shared-cache.spec.ts) and `npm run bench:cache`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, startPostgres } from './postgres.mjs'
import { startRedis } from './redis.mjs'

export interface Instance {
  url: string
  child: ChildProcess
  output: () => string
}

export interface Cluster {
  instances: Instance[]
  databaseUrl: string
  redisUrl?: string
  stop: () => void
}

async function waitForHealth(instance: Instance, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`next start exited (${instance.child.exitCode}):\n${instance.output().slice(-2000)}`)
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${instance.url} did not become healthy:\n${instance.output().slice(-2000)}`)
}

/** `count` instances on a fresh, migrated PostgreSQL database; with `redis`, sharing a fresh Redis page cache. */
export async function startCluster({ count, redis, env: extraEnv = {} }: { count: number; redis: boolean; env?: Record<string, string> }): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'))
  const pg = await startPostgres({ database: 'site' })
  const redisServer = redis ? await startRedis() : undefined
  const instances: Instance[] = []
  const stop = () => {
    for (const { child } of instances) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    redisServer?.stop()
    pg.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'cluster-secret-cluster-secret-cluster-01',
      DATABASE_URL: pg.url,
      MEDIA_DIR: path.join(dir, 'media'),
      LEAD_OUTBOX_DIR: path.join(dir, 'outbox'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    }
    delete env.PORT
    if (redisServer) env.REDIS_URL = redisServer.url
    else delete env.REDIS_URL
    execFileSync(process.execPath, ['node_modules/payload/bin.js', 'migrate'], { env, stdio: 'pipe' })
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
    for (const port of ports) {
      const url = `http://127.0.0.1:${port}`
      let out = ''
      const child = spawn('npx', ['next', 'start', '-p', String(port)], { env: { ...env, SITE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      child.stdout?.on('data', (d) => (out += String(d)))
      child.stderr?.on('data', (d) => (out += String(d)))
      instances.push({ url, child, output: () => out })
    }
    await Promise.all(instances.map((instance) => waitForHealth(instance)))
    return { instances, databaseUrl: pg.url, redisUrl: redisServer?.url, stop }
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
