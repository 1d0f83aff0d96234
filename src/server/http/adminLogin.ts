import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import { requestClientAddress } from '@/server/http/clientAddress'
import { countFailedLogin, loginBlocked } from '@/server/leads/rateLimit'

/**
 * Admin sign-in (POST /api/users/login) in front of Payload's own handler:
 * - failed logins are limited per client address, so one client cannot guess or lock out anyone;
 * - failed logins are also limited per account, but only from browsers that never signed in to
 *   that account: a browser that did carries a signed "known device" cookie and can still sign in
 *   while the account is under attack (Payload's own account lock is off, see Users);
 * - an unknown email costs the same password hashing as a known one, so timing does not tell
 *   which emails are admins.
 */
export const KNOWN_DEVICE_COOKIE = 'admin-known-device'
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many failed sign-ins. Please wait a few minutes and try again.'

const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
// Payload's current password hash (pbkdf2-sha256-v1): the same work for an email with no account.
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

function deviceToken(secret: string, email: string): string {
  return crypto.createHmac('sha256', secret).update(`known-device:${email}`).digest('base64url')
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

function isKnownDevice(request: Request, secret: string, email: string): boolean {
  const given = Buffer.from(cookieValue(request.headers.get('cookie'), KNOWN_DEVICE_COOKIE) ?? '')
  const expected = Buffer.from(deviceToken(secret, email))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

function knownDeviceCookie(request: Request, secret: string, email: string): string {
  const secure = new URL(request.url).protocol === 'https:' || (process.env.SITE_URL ?? '').startsWith('https:') ? '; Secure' : ''
  return `${KNOWN_DEVICE_COOKIE}=${deviceToken(secret, email)}; Path=/api/users/login; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`
}

function burnPasswordHash(password: string): Promise<void> {
  return new Promise((resolve) => crypto.pbkdf2(password, crypto.randomBytes(32), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256', () => resolve()))
}

async function emailOf(request: Request): Promise<{ email: string; password: string }> {
  try {
    const body: unknown = await request.clone().json()
    if (typeof body !== 'object' || body === null) return { email: '', password: '' }
    const { email, password } = body as { email?: unknown; password?: unknown }
    return { email: typeof email === 'string' ? email.trim().toLowerCase() : '', password: typeof password === 'string' ? password : '' }
  } catch {
    return { email: '', password: '' }
  }
}

const tooMany = (retryAfterSeconds: number) =>
  Response.json({ errors: [{ message: LOGIN_RATE_LIMITED_MESSAGE }] }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } })

export async function guardedAdminLogin(request: Request, payload: Payload, login: (request: Request) => Promise<Response>): Promise<Response> {
  const ip = requestClientAddress(request.headers) ?? 'unknown'
  const { email, password } = await emailOf(request)
  const secret = payload.secret
  const knownDevice = email !== '' && isKnownDevice(request, secret, email)

  const byIp = await loginBlocked(payload, 'loginIp', ip)
  if (byIp.limited) return tooMany(byIp.retryAfterSeconds)
  if (email && !knownDevice) {
    const byAccount = await loginBlocked(payload, 'loginAccount', email)
    if (byAccount.limited) return tooMany(byAccount.retryAfterSeconds)
  }

  const exists = email ? (await payload.db.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs > 0 : false
  const response = await login(request)
  if (response.ok) {
    if (email) response.headers.append('Set-Cookie', knownDeviceCookie(request, secret, email))
    return response
  }
  if (response.status === 401) {
    if (!exists) await burnPasswordHash(password)
    await countFailedLogin(payload, 'loginIp', ip)
    if (email && !knownDevice) await countFailedLogin(payload, 'loginAccount', email)
    logger.warn({ ip, knownUser: exists }, 'admin sign-in failed')
  }
  return response
}
