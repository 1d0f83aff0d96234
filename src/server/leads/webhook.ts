import crypto from 'node:crypto'
import { loadEnv } from '@/lib/env'

const EVENT_ID_HEADER = 'X-Lead-Event-Id'
const TIMESTAMP_HEADER = 'X-Lead-Timestamp'
const SIGNATURE_HEADER = 'X-Lead-Signature'

/** `sha256=` + hex HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** @internal For receivers (docs/leads.md) and the tests: constant-time check of a signature header. */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body))
  const given = Buffer.from(signature)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

export class DeliveryError extends Error {
  /** Retrying cannot help (no such dealer and nowhere to route it): dead-letter at once. */
  readonly permanent: boolean
  constructor(message: string, options: { permanent?: boolean } = {}) {
    super(message)
    this.name = 'DeliveryError'
    this.permanent = options.permanent ?? false
  }
}

/** POSTs the event; any answer but 2xx (or no answer within the time-out) is a failed attempt. */
export async function postCrmWebhook(eventId: string, event: unknown): Promise<void> {
  const env = loadEnv()
  // Shown on the lead to editors, so in their words; docs/leads.md names the settings (CRM_WEBHOOK_URL, _SECRET).
  if (!env.CRM_WEBHOOK_URL) throw new DeliveryError('Not sent to a CRM: no CRM is connected')
  if (!env.CRM_WEBHOOK_SECRET) throw new DeliveryError('Not sent to the CRM: its connection has no signing key, and leads are never sent unsigned')
  const body = JSON.stringify(event)
  const timestamp = String(Math.floor(Date.now() / 1000))
  let response: Response
  try {
    response = await fetch(env.CRM_WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [EVENT_ID_HEADER]: eventId,
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signWebhook(env.CRM_WEBHOOK_SECRET, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(env.CRM_WEBHOOK_TIMEOUT_MS),
      redirect: 'error',
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new DeliveryError(`The CRM could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`)
  }
  // Drain the body so the connection can be reused.
  const text = await response.text().catch(() => '')
  if (!response.ok) throw new DeliveryError(`The CRM refused the lead (answer ${response.status}: ${text.slice(0, 200)})`)
}
