import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { CURRENT_CONSENT } from '@/domain/leads/consent'
import { PEER_ADDRESS_HEADER } from '@/server/http/clientAddress'

/** A real SMTP server (the smtp-server package) on a free port, keeping what it receives. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}
interface SmtpServerLike {
  listen(port: number, host: string, callback: () => void): void
  close(callback: () => void): void
  server: { address(): AddressInfo }
}
type SmtpServerCtor = new (options: Record<string, unknown>) => SmtpServerLike

export async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; stop: () => Promise<void> }> {
  const { SMTPServer } = createRequire(import.meta.url)('smtp-server') as { SMTPServer: SmtpServerCtor }
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] } },
      callback: (error?: Error | null) => void,
    ) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback(null)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}

export interface WebhookHit {
  headers: http.IncomingHttpHeaders
  body: string
}

/** A CRM stand-in: answers 200 and keeps every request; can be started on a fixed port later ("down, then up"). */
export async function startWebhookReceiver(port = 0): Promise<{ url: string; port: number; hits: WebhookHit[]; stop: () => Promise<void> }> {
  const hits: WebhookHit[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${actual}/hooks/leads`,
    port: actual,
    hits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on (yet). */
export async function unusedPort(): Promise<number> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

export const consent = { text: CURRENT_CONSENT.text('https://example.com/privacy'), version: CURRENT_CONSENT.version }

export function dealerLeadBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'CONTACT_DEALER',
    companyId: 4242,
    source: 'asa-dealer-contact',
    formName: 'DEALER_LEAD_FORM',
    firstName: '  Pat ',
    lastName: 'Homeowner',
    email: 'Pat.Homeowner@Example.com',
    phone: '(555) 555-0123',
    addressLine1: '123 Main St',
    city: 'Dallas',
    state: 'tx',
    zip: '75001',
    comments: 'Furnace is making a noise',
    pageUrl: 'https://www.example.com/find-a-dealer/',
    consent,
    ...overrides,
  }
}

export function leadRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '203.0.113.7', 'user-agent': 'vitest', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
