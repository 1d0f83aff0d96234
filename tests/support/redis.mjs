// Starts a throwaway Redis server in a temp dir (installing Debian's package if absent), like
// tests/support/postgres.mjs does for PostgreSQL.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './postgres.mjs'

const BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'

export function ensureRedisInstalled() {
  if (fs.existsSync(BIN)) return
  console.log('[redis] redis-server missing: installing Debian package redis-server')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], { stdio: 'inherit', env })
}

/** Resolves once the server answers PING with PONG. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(1_000)
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

export async function startRedis() {
  ensureRedisInstalled()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redistest-'))
  const port = await freePort()
  // No persistence: a test server starts empty and leaves nothing behind.
  const child = spawn(BIN, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--logfile', path.join(dir, 'server.log')], {
    stdio: 'ignore',
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const deadline = Date.now() + 15_000
  while (!(await ping(port))) {
    if (exited || Date.now() > deadline) {
      const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : ''
      child.kill('SIGKILL')
      fs.rmSync(dir, { recursive: true, force: true })
      throw new Error(`redis-server did not start on port ${port}\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    stop() {
      if (!exited) child.kill('SIGKILL')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

// `node tests/support/redis.mjs` starts a server for manual use and prints its URL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startRedis()
  console.log(server.url)
  const stop = () => {
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  setInterval(() => {}, 1 << 30)
}
