/**
 * Lead pipeline chaos drill against the REAL app: `npm start` of the current build (NEXT_DIST_DIR
 * or .next) on its own port and its own temporary SQLite database.
 *
 *  1. The CRM webhook receiver starts DOWN.
 *  2. A burst of concurrent POST /api/leads (each with an Idempotency-Key); the server is killed
 *     with SIGKILL in the middle of it, `kills` times, restarting it after each kill.
 *  3. Requests that got no answer are retried with the same key (what a browser retry does).
 *  4. The receiver comes back up after `webhookDownMs`.
 *  5. Checks: every lead that got a 201 is in the database, each key is stored once, every lead
 *     reaches "delivered", the dealer email (.eml outbox) and the webhook arrive exactly once per lead.
 *     With `checkDelivery: false` (the short drill in `npm test`), steps 4 and 5's delivery part are
 *     left out: it checks only that no acknowledged lead was lost and each key is stored once.
 *
 * Used by tests/e2e/leads-chaos.spec.ts (short) and scripts/chaos/run.ts (`npm run test:chaos`, long).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'

export interface ChaosOptions {
  leads: number
  concurrency: number
  kills: number
  webhookDownMs: number
  deliveryTimeoutMs: number
  /** Wait for every lead's delivery and check it (default); false: only intake durability. */
  checkDelivery?: boolean
  log?: (line: string) => void
}

export interface ChaosReport {
  leads: number
  acked: number
  unansweredThenRetried: number
  killedAfter: number[]
  storedLeads: number
  delivered: number
  emlFiles: number
  webhookEvents: number
  webhookDuplicates: number
  missingAcked: string[]
  problems: string[]
}

const SECRET = 'chaos-webhook-secret'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function webhookReceiver(port: number) {
  const hits = new Map<string, number>()
  let server: http.Server | undefined
  return {
    hits,
    async up() {
      server = http.createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (c: Buffer) => chunks.push(c))
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8')
          const expected = `sha256=${crypto.createHmac('sha256', SECRET).update(`${req.headers['x-lead-timestamp']}.${body}`).digest('hex')}`
          if (req.headers['x-lead-signature'] !== expected) {
            res.writeHead(401).end('bad signature')
            return
          }
          const id = String(req.headers['x-lead-event-id'])
          hits.set(id, (hits.get(id) ?? 0) + 1)
          res.writeHead(200).end('ok')
        })
      })
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    },
    async down() {
      if (!server) return
      server.closeAllConnections()
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    },
  }
}

function startNext(env: NodeJS.ProcessEnv, port: number): { child: ChildProcess; output: () => string } {
  let out = ''
  const child = spawn(process.execPath, ['dist/site-server.cjs', '-p', String(port)], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.stdout?.on('data', (d) => (out += String(d)))
  child.stderr?.on('data', (d) => (out += String(d)))
  return { child, output: () => out }
}

function kill9(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

async function waitForHealth(base: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server at ${base} did not become healthy`)
}

function leadBody(i: number) {
  return {
    kind: 'CONTACT_DEALER',
    companyId: 1000 + (i % 50),
    source: 'asa-dealer-contact',
    firstName: 'Chaos',
    lastName: `Tester${i}`,
    email: `chaos-${i}-${Date.now()}@example.com`,
    phone: '(555) 555-0123',
    addressLine1: '123 Main St',
    city: 'Dallas',
    state: 'TX',
    zip: '75001',
    consent: { text: 'Consent text shown to the homeowner (chaos drill).', version: 'lead-consent-v1' },
  }
}

export async function runLeadsChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-chaos-'))
  const [port, hookPort] = [await freePort(), await freePort()]
  const base = `http://127.0.0.1:${port}`
  const outbox = path.join(dir, 'outbox')
  const dbFile = path.join(dir, 'chaos.db')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'chaos-secret-chaos-secret-chaos-secret-01',
    DATABASE_URL: `file:${dbFile}`,
    SITE_URL: base,
    LOG_LEVEL: 'warn',
    LEAD_OUTBOX_DIR: outbox,
    SMTP_URL: '',
    LEAD_DEALER_EMAIL_OVERRIDE: 'dealer-inbox@example.com',
    // The drill plays the proxy in front of the app: each client's address is the X-Forwarded-For it sends.
    TRUST_PROXY_HOPS: '1',
    CRM_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/crm`,
    CRM_WEBHOOK_SECRET: SECRET,
    CRM_WEBHOOK_TIMEOUT_MS: '3000',
    JOBS_AUTORUN: 'true',
    JOBS_AUTORUN_CRON: '* * * * * *',
    LEAD_DELIVERY_CRON: '* * * * * *',
    LEAD_DELIVERY_CLAIM_MS: '5000',
    LEAD_RETRY_DELAY_SCALE: '0.005',
    LEAD_RATE_LIMIT_IP_POINTS: '1000000',
    LEAD_RATE_LIMIT_EMAIL_POINTS: '1000000',
  }
  delete env.PORT
  log(`chaos: migrating ${dbFile}`)
  execFileSync(process.execPath, ['node_modules/payload/bin.js', 'migrate'], { env, stdio: 'pipe' })

  const receiver = webhookReceiver(hookPort)
  const problems: string[] = []
  const killedAfter: number[] = []
  const keys = Array.from({ length: options.leads }, (_, i) => `chaos-${i}-${crypto.randomUUID()}`)
  const acked = new Map<string, string>()
  let server = startNext(env, port)
  let db: ReturnType<typeof createClient> | undefined
  try {
    await waitForHealth(base)
    const webhookUpAt = Date.now() + options.webhookDownMs

    const post = async (i: number): Promise<void> => {
      try {
        const response = await fetch(`${base}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': keys[i]!, 'x-forwarded-for': `10.0.${i % 200}.${i % 250}` },
          body: JSON.stringify(leadBody(i)),
          signal: AbortSignal.timeout(15_000),
        })
        if (response.status === 201) acked.set(keys[i]!, ((await response.json()) as { id: string }).id)
        else if (response.status >= 500) problems.push(`lead ${i}: HTTP ${response.status}`)
        else problems.push(`lead ${i}: unexpected HTTP ${response.status}`)
      } catch {
        // Connection refused / reset by the kill: the client does not know; it retries below.
      }
    }

    // The burst, with kills at evenly spaced points.
    const killPoints = Array.from({ length: options.kills }, (_, k) => Math.floor(((k + 1) * options.leads) / (options.kills + 1)))
    let next = 0
    let answered = 0
    // While the server restarts, the other workers wait (their in-flight requests are lost).
    let restarting: Promise<void> | null = null
    const worker = async () => {
      while (next < options.leads) {
        if (restarting) await restarting
        const i = next++
        await post(i)
        answered++
        if (!restarting && killPoints.length && answered >= killPoints[0]!) {
          killPoints.shift()
          killedAfter.push(answered)
          log(`chaos: kill -9 after ${answered} answers`)
          kill9(server.child)
          restarting = (async () => {
            await new Promise((r) => setTimeout(r, 300))
            server = startNext(env, port)
            await waitForHealth(base)
            log('chaos: restarted')
          })()
          await restarting
          restarting = null
        }
      }
    }
    await Promise.all(Array.from({ length: options.concurrency }, worker))

    // Browser-style retries of every request that got no answer, same Idempotency-Key.
    const unanswered = keys.map((key, i) => ({ key, i })).filter(({ key }) => !acked.has(key))
    for (const { i } of unanswered) await post(i)
    log(`chaos: ${acked.size}/${options.leads} acked after ${unanswered.length} retries`)

    const checkDelivery = options.checkDelivery ?? true
    if (checkDelivery) {
      await new Promise((r) => setTimeout(r, Math.max(0, webhookUpAt - Date.now())))
      await receiver.up()
      log('chaos: webhook receiver up')

      // Progress is watched from outside (outbox files, webhook hits): reading the SQLite file while
      // the server writes would take locks the server does not wait for.
      const emlCount = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0)
      const deadline = Date.now() + options.deliveryTimeoutMs
      while (Date.now() < deadline && (emlCount() < options.leads || receiver.hits.size < options.leads)) {
        await new Promise((r) => setTimeout(r, 500))
      }
      // Give a late duplicate, if any, the chance to show up before counting; then stop the server.
      await new Promise((r) => setTimeout(r, 3000))
    }
    kill9(server.child)
    await new Promise((r) => setTimeout(r, 500))
    db = createClient({ url: `file:${dbFile}` })
    if (checkDelivery) {
      const undelivered = await db.execute(`SELECT COUNT(*) AS n FROM leads WHERE delivery_status <> 'delivered'`)
      const pending = Number(undelivered.rows[0]?.n ?? -1)
      if (pending !== 0) problems.push(`${pending} leads not delivered within ${options.deliveryTimeoutMs} ms`)
    }

    const stored = await db.execute('SELECT id, idempotency_key, event_id, delivery_status FROM leads')
    const byKey = new Map(stored.rows.map((row) => [String(row.idempotency_key), row]))
    // The intake answers with the lead's public reference, its event id.
    const missingAcked = [...acked.entries()].filter(([key, id]) => String(byKey.get(key)?.event_id) !== id).map(([key]) => key)
    const eventIds = stored.rows.map((row) => String(row.event_id))
    const emlFiles = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []
    for (const id of checkDelivery ? eventIds : []) {
      if (!emlFiles.includes(`${id}-dealer.eml`)) problems.push(`no dealer email for event ${id}`)
      const hits = receiver.hits.get(id) ?? 0
      if (hits !== 1) problems.push(`webhook for event ${id} arrived ${hits} times`)
    }
    if (stored.rows.length !== options.leads) problems.push(`${stored.rows.length} leads stored for ${options.leads} keys`)
    if (missingAcked.length) problems.push(`${missingAcked.length} acknowledged leads missing`)
    const webhookDuplicates = [...receiver.hits.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0)
    return {
      leads: options.leads,
      acked: acked.size,
      unansweredThenRetried: unanswered.length,
      killedAfter,
      storedLeads: stored.rows.length,
      delivered: stored.rows.filter((row) => row.delivery_status === 'delivered').length,
      emlFiles: emlFiles.length,
      webhookEvents: receiver.hits.size,
      webhookDuplicates,
      missingAcked,
      problems: problems.slice(0, 50),
    }
  } catch (error) {
    log(server.output().slice(-4000))
    throw error
  } finally {
    db?.close()
    kill9(server.child)
    await receiver.down()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
