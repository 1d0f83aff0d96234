import { loadEnv } from '@/lib/env'
import crypto from 'node:crypto'
import { APIError, type CollectionAfterErrorHook, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { logger } from '@/lib/logger'
import { requestClientAddress } from '@/server/http/clientAddress'
import { consumeSignInAttempt, refundSignInAttempt } from '@/server/http/rateLimit'
import { rateLimitClientKey } from '@/domain/http/clientAddress'

/**
 * The admin sign-in guard, as hooks of the Users collection, so it runs inside Payload's own login,
 * forgot-password, reset-password and unlock operations and its first-user registration: whatever
 * URL spelling (`/api/users/%6cogin`, `/api/%75sers/login/`), body type (JSON, multipart with
 * `_payload`) or entry point (REST, the local API) led there. A guard in front of one route only
 * sees the spellings and bodies it knows.
 *
 * - Every attempt counts against the client's address before Payload checks anything, and a
 *   successful one is given back: failures are limited per client address, so one client cannot
 *   guess, or lock anyone out; counting first also holds against parallel attempts.
 * - Failed logins (and password-reset requests) also count per account, except from a browser that
 *   signed in to that account before: it holds a signed "known device" cookie and can still sign in
 *   while the account is under attack (Payload's own account lock is off, see Users).
 * - An email with no account costs the same password hashing as a known one, so the answer time
 *   does not tell which emails are admins.
 */
export const KNOWN_DEVICE_COOKIE = 'admin-known-device'
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many failed sign-ins. Please wait a few minutes and try again.'

const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
// Payload's current password hash (pbkdf2-sha256-v1): the same work for an email with no account.
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

/** What one guarded attempt counted, kept on the request so the after-hooks can give it back. */
type Attempt = { ip: string; account: string | null; knownUser: boolean }
const ATTEMPTS = Symbol.for('admin-sign-in-attempts')
type GuardedOperation = 'login' | 'forgotPassword' | 'resetPassword' | 'unlock' | 'create'

function attempts(req: PayloadRequest): Map<GuardedOperation, Attempt> {
  const context = req.context as Record<PropertyKey, unknown>
  const existing = context[ATTEMPTS]
  if (existing instanceof Map) return existing as Map<GuardedOperation, Attempt>
  const created = new Map<GuardedOperation, Attempt>()
  context[ATTEMPTS] = created
  return created
}

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

function isKnownDevice(req: PayloadRequest, email: string): boolean {
  const given = Buffer.from(cookieValue(req.headers.get('cookie'), KNOWN_DEVICE_COOKIE) ?? '')
  const expected = Buffer.from(deviceToken(req.payload.secret, email))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

function knownDeviceCookie(req: PayloadRequest, email: string): string {
  const secure = (req.url ?? '').startsWith('https:') || loadEnv().SITE_URL.startsWith('https:') ? '; Secure' : ''
  return `${KNOWN_DEVICE_COOKIE}=${deviceToken(req.payload.secret, email)}; Path=/api/users/login; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`
}

function burnPasswordHash(password: string): Promise<void> {
  return new Promise((resolve) => crypto.pbkdf2(password, crypto.randomBytes(32), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256', () => resolve()))
}

function responseHeaders(req: PayloadRequest): Headers {
  req.responseHeaders ??= new Headers()
  return req.responseHeaders
}

function tooMany(req: PayloadRequest, retryAfterSeconds: number): APIError<null> {
  const headers = responseHeaders(req)
  headers.set('Retry-After', String(retryAfterSeconds))
  headers.set('Cache-Control', 'no-store')
  return new APIError(LOGIN_RATE_LIMITED_MESSAGE, 429, null, true)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The operations of the Users collection a client outside can start without being signed in. */
function guardedOperation(operation: string, req: PayloadRequest): GuardedOperation | null {
  if (operation === 'login' || operation === 'forgotPassword' || operation === 'resetPassword' || operation === 'unlock') return operation
  // Creating a user without being signed in: the first-user registration (or a refused attempt).
  if (operation === 'create' && !req.user && req.payloadAPI !== 'local') return 'create'
  return null
}

export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const guarded = guardedOperation(operation, req)
  if (!guarded) return args
  const data: Record<string, unknown> = (args as { data?: Record<string, unknown> }).data ?? {}
  const email = text(data.email).trim().toLowerCase()
  const password = text(data.password)
  // An IPv6 client is its /64 (one host can send from any address of it).
  const ip = rateLimitClientKey(requestClientAddress(req.headers)) ?? 'unknown'
  const perAccount = (guarded === 'login' || guarded === 'forgotPassword') && email !== '' && !(guarded === 'login' && isKnownDevice(req, email))

  const byIp = await consumeSignInAttempt(req.payload, 'loginIp', ip)
  if (byIp.limited) throw tooMany(req, byIp.retryAfterSeconds)
  if (perAccount) {
    const byAccount = await consumeSignInAttempt(req.payload, 'loginAccount', email)
    if (byAccount.limited) throw tooMany(req, byAccount.retryAfterSeconds)
  }

  let knownUser = false
  if (guarded === 'login' && email) {
    knownUser = (await req.payload.db.count({ collection: 'users', req, where: { email: { equals: email } } })).totalDocs > 0
    // Payload answers at once for an unknown email; a known one costs a password hash.
    if (!knownUser && password.trim() !== '') await burnPasswordHash(password)
  }
  attempts(req).set(guarded, { ip, account: perAccount ? email : null, knownUser })
  return args
}

async function refund(req: PayloadRequest, guarded: GuardedOperation): Promise<boolean> {
  const attempt = attempts(req).get(guarded)
  if (!attempt) return false
  attempts(req).delete(guarded)
  await refundSignInAttempt(req.payload, 'loginIp', attempt.ip)
  if (attempt.account) await refundSignInAttempt(req.payload, 'loginAccount', attempt.account)
  return true
}

/**
 * Gives back a sign-in whose password was right and that only lacks its two-step code: asking for
 * the code is not a failure (src/server/http/adminTwoStep.ts). A wrong code stays counted.
 */
export const refundLoginAwaitingCode = (req: PayloadRequest) => refund(req, 'login')

export const acceptSignIn: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const guarded = guardedOperation(operation, req)
  // Every password-reset request counts, answered or not: each may send an email.
  if (!guarded || guarded === 'forgotPassword' || !(await refund(req, guarded))) return result
  const email = guarded === 'login' ? text((result as { user?: { email?: unknown } }).user?.email).toLowerCase() : ''
  if (email) responseHeaders(req).append('Set-Cookie', knownDeviceCookie(req, email))
  return result
}

export const logFailedSignIn: CollectionAfterErrorHook = ({ error, req }) => {
  const attempt = attempts(req).get('login')
  if (attempt && (error as { status?: number }).status === 401) logger.warn({ ip: attempt.ip, knownUser: attempt.knownUser }, 'admin sign-in failed')
}
