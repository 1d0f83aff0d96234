// Starts a throwaway PostgreSQL 15 server in a temp dir (installing Debian's package if absent).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { lowerSessionPriority } from './priority.mjs'

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export function ensurePostgresInstalled() {
  if (fs.existsSync(path.join(BIN, 'initdb'))) return
  console.log('[pg] PostgreSQL 15 binaries missing: installing Debian package postgresql-15')
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** Runs a PostgreSQL binary; as root, through the postgres user (initdb refuses to run as root). */
function pg(cmd, args, opts = {}) {
  const exe = path.join(BIN, cmd)
  if (asRoot) return execFileSync('runuser', ['-u', 'postgres', '--', exe, ...args], opts)
  return execFileSync(exe, args, opts)
}

/** The same, without blocking the event loop (initdb takes seconds; the test harness runs other phases meanwhile). */
function pgAsync(cmd, args, niceness = 0) {
  const exe = path.join(BIN, cmd)
  const [bin, binArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args]
  // The server inherits pg_ctl's priority.
  const [file, argv] = niceness ? ['nice', ['-n', String(niceness), bin, ...binArgs]] : [bin, binArgs]
  // stdio ignored: the server pg_ctl starts must not hold a pipe of ours open.
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: 'ignore' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))))
  })
}

/** A PostgreSQL server in a temporary folder. `niceness`: its CPU priority (the test harness runs the integration tests' server at 10, beside the browser tests). */
export async function startPostgres({ database = 'app', niceness = 0 } = {}) {
  ensurePostgresInstalled()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgtest-'))
  const dataDir = path.join(dir, 'data')
  fs.mkdirSync(dataDir)
  if (asRoot) {
    fs.chmodSync(dir, 0o755)
    execFileSync('chown', ['-R', 'postgres:postgres', dir])
  }
  await pgAsync('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const port = await freePort()
  const log = path.join(dir, 'server.log')
  await pgAsync('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start'], niceness)
  // pg_ctl starts the server in a session of its own: its nice value counts only inside it.
  if (niceness) lowerSessionPriority(Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]), niceness)
  const psql = (sql) =>
    execFileSync(path.join(BIN, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql], {
      stdio: 'ignore',
    })
  psql(`CREATE DATABASE ${database}`)
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    url,
    port,
    dir,
    createDatabase(name) {
      psql(`CREATE DATABASE ${name}`)
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop() {
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' })
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

// `node tests/support/postgres.mjs` starts a server for manual use and prints its URL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPostgres()
  console.log(server.url)
  const stop = () => {
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  setInterval(() => {}, 1 << 30)
}
