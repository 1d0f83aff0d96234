// Debian's nginx terminating TLS in front of web instances, configured with docs/nginx.conf.example
// (installed with apt when missing, like tests/support/redis.mjs does for redis-server), and a
// self-signed certificate made for the run with openssl.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './postgres.mjs'

const BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
export const NGINX_EXAMPLE = path.resolve('docs/nginx.conf.example')

export function ensureNginxInstalled() {
  if (fs.existsSync(BIN) && fs.existsSync('/usr/bin/openssl')) return
  console.log('[nginx] nginx or openssl missing: installing Debian packages nginx and openssl')
  // RUNLEVEL=1: the package's own nginx service (port 80) is not started; the test runs its own.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx', 'openssl'], { stdio: 'inherit', env })
}

/** A self-signed certificate for `localhost` and 127.0.0.1, valid for two days; returns the file paths. */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'site.pem')
  const key = path.join(dir, 'site.key')
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: 'pipe' },
  )
  return { cert, key }
}

/**
 * docs/nginx.conf.example with this run's values in place of the example ones. Every example value
 * must be found, so the documented file and the tested one cannot drift apart.
 */
export function siteConfig(example, { serverName, httpPort, httpsPort, cert, key, upstreams }) {
  const replacements = [
    ['server 127.0.0.1:3000 ', `server ${upstreams[0]} `],
    ['server 127.0.0.1:3001 ', `server ${upstreams[1]} `],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`],
    ['server_name www.example.com;', `server_name ${serverName};`],
    ['/etc/ssl/certs/www.example.com.pem', cert],
    ['/etc/ssl/private/www.example.com.key', key],
  ]
  let text = example
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`docs/nginx.conf.example no longer contains "${from}": update tests/support/nginx.mjs with it`)
    text = text.replaceAll(from, to)
  }
  return text
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/**
 * nginx in the foreground with its files in a temp dir. `upstreams` are `host:port` of the web
 * instances. Every response carries `X-Test-Upstream` ($upstream_addr: which instance answered),
 * added by the test's own http block, not by the documented file.
 */
export async function startNginx({ upstreams, serverName = 'localhost' }) {
  ensureNginxInstalled()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginxtest-'))
  // nginx's workers run as an unprivileged user when started as root: they must reach the temp dirs.
  fs.chmodSync(dir, 0o755)
  const { cert, key } = makeCertificate(dir)
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const site = siteConfig(fs.readFileSync(NGINX_EXAMPLE, 'utf8'), { serverName, httpPort, httpsPort, cert, key, upstreams })
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name) => path.join(dir, name)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
    access_log ${temp('access.log')};
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    add_header X-Test-Upstream $upstream_addr always;
    include ${temp('site.conf')};
}
`,
  )
  const conf = path.join(dir, 'nginx.conf')
  execFileSync(BIN, ['-t', '-q', '-p', dir, '-e', temp('error.log'), '-c', conf], { stdio: 'pipe' })
  let out = ''
  // Its own process group: stopping it stops the workers too.
  const child = spawn(BIN, ['-p', dir, '-e', temp('error.log'), '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const kill = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  child.stdout.on('data', (d) => (out += String(d)))
  child.stderr.on('data', (d) => (out += String(d)))
  const log = () => `${out}${fs.existsSync(temp('error.log')) ? fs.readFileSync(temp('error.log'), 'utf8') : ''}`
  const deadline = Date.now() + 15_000
  while (!(await listening(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      kill()
      throw new Error(`nginx did not start:\n${log()}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    origin: `https://${serverName}:${httpsPort}`,
    httpOrigin: `http://${serverName}:${httpPort}`,
    httpsPort,
    httpPort,
    ca: fs.readFileSync(cert),
    log,
    stop() {
      kill()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
