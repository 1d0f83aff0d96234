import crypto from 'node:crypto'
import { APIError, type CollectionAfterOperationHook, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, type Endpoint, type PayloadRequest } from 'payload'
import { renderSVG } from 'uqr'
import { isAdmin } from '@/access'
import { acceptTwoStepCode, newTwoStepSecret, normalizeTwoStepCode, TWO_STEP_CODE_REQUIRED_MESSAGE, TWO_STEP_CODE_WRONG_MESSAGE, twoStepUri } from '@/domain/auth/twoStep'
import { logger } from '@/lib/logger'
import { refundLoginAwaitingCode } from './adminLogin'
import { isJsonContentType } from '@/domain/http/sameSite'
import { readJsonBody } from './readJsonBody'
import { isDocumentId } from './rejectMalformedIds'

/**
 * Two-step sign-in for admins (src/domain/auth/twoStep.ts has the code rules; docs/security.md
 * "Two-step sign-in"). An admin turns it on from their account screen; from then on Payload's login
 * (any route to it) also asks for the current code from their authenticator app, checked in the
 * Users `beforeLogin` hook after the password and before a session is made. The secret is stored
 * sealed (AES-256-GCM under a key derived from PAYLOAD_SECRET) in fields no API reads or writes.
 */
const USERS = 'users'
const OPERATION = Symbol.for('admin-two-step-operation')
const MAX_BODY_BYTES = 1_024

export const TWO_STEP_UNREADABLE_MESSAGE = 'Two-step sign-in cannot be checked for this account (the site\'s secret has changed). Ask another admin to turn it off for you, then set it up again.'
export const TWO_STEP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on. Turn it off first to move it to another phone.'
const NO_SUCH_ADMIN_MESSAGE = 'There is no such admin.'
export const TWO_STEP_NOT_STARTED_MESSAGE = 'Start the set-up again: no code was asked for yet, or it was for another phone.'

type TwoStepRow = { id: number | string; email: string; twoStepEnabled?: boolean | null; twoStepSecret?: string | null; twoStepPendingSecret?: string | null; twoStepLastStep?: number | null }

// Sealing: "v1.<iv>.<tag>.<ciphertext>", base64url, under a key derived for this use only.
function sealingKey(payloadSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', payloadSecret, 'admin-two-step', 'totp-secret', 32))
}

export function sealTwoStepSecret(payloadSecret: string, secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(payloadSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

export function openTwoStepSecret(payloadSecret: string, sealed: string | null | undefined): string | null {
  const [version, iv, tag, data] = (sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(payloadSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

async function twoStepRow(req: PayloadRequest, id: number | string): Promise<TwoStepRow | null> {
  return (await req.payload.db.findOne({ collection: USERS, req, where: { id: { equals: id } } })) as TwoStepRow | null
}

/** Uses the code's time step for this account, once: a concurrent second use of it finds the step taken. */
async function spendCode(req: PayloadRequest, row: TwoStepRow, secret: string, code: string): Promise<number | null> {
  const step = acceptTwoStepCode({ secret, code, nowMs: Date.now(), lastUsedStep: row.twoStepLastStep ?? null })
  if (step === null) return null
  const taken = await req.payload.db.updateOne({
    collection: USERS,
    req,
    where: { and: [{ id: { equals: row.id } }, { or: [{ twoStepLastStep: { exists: false } }, { twoStepLastStep: { less_than: step } }] }] },
    data: { twoStepLastStep: step },
    options: { atomic: true },
  })
  return taken ? step : null
}

const codeError = (message: string) => new APIError(message, 401, { twoStepRequired: true }, true)

/** Users `beforeOperation`: notes which auth operation runs, for the hooks below. */
export const noteAuthOperation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login' || operation === 'resetPassword') (req.context as Record<PropertyKey, unknown>)[OPERATION] = operation
  return args
}

const operationOf = (req: PayloadRequest) => (req.context as Record<PropertyKey, unknown>)[OPERATION]

/**
 * Users `beforeLogin` (the password is right, no session exists yet): an account with two-step
 * sign-in needs the current code in the body's `code`. Without it the answer is a 401 that says so
 * (`data.twoStepRequired`), which the sign-in screen reads to ask for it. The site's own server code
 * (the local API) signs in without one.
 */
export const requireTwoStepCode: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (operationOf(req) !== 'login' || req.payloadAPI === 'local') return user
  const row = await twoStepRow(req, user.id)
  if (!row?.twoStepEnabled) return user
  const given = (req.data as { code?: unknown } | undefined)?.code
  if (given === undefined || given === null || given === '') {
    await refundLoginAwaitingCode(req)
    throw codeError(TWO_STEP_CODE_REQUIRED_MESSAGE)
  }
  const secret = openTwoStepSecret(req.payload.secret, row.twoStepSecret)
  if (!secret) throw codeError(TWO_STEP_UNREADABLE_MESSAGE)
  const code = normalizeTwoStepCode(given)
  if (!code || (await spendCode(req, row, secret, code)) === null) throw codeError(TWO_STEP_CODE_WRONG_MESSAGE)
  return user
}

/**
 * Users `afterOperation`: a password reset by emailed link changes the password but, for an account
 * with two-step sign-in, does not sign in (Payload would): the new session is ended and no token is
 * given, so the admin signs in with the new password and a code.
 */
export const endSessionAfterReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const reset = result as { token?: string; user?: { id?: number | string } }
  const id = reset.user?.id
  if (id === undefined) return result
  const row = await twoStepRow(req, id)
  if (!row?.twoStepEnabled) return result
  await req.payload.db.updateOne({ collection: USERS, id, req, data: { sessions: [] } })
  delete reset.token
  return result
}

// ---- Set-up, from the admin's account screen -------------------------------------------------

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const problem = (message: string, status: number) => json({ error: message }, status)

type CodeInput = { code: string | null; userId: unknown }

/** The JSON body's code (and userId): a JSON body only, so a cross-site form cannot send one. */
async function readCode(req: PayloadRequest): Promise<CodeInput | Response> {
  if (!isJsonContentType(req.headers.get('content-type'))) return problem('Send the code as JSON.', 415)
  const body = await readJsonBody(req as unknown as Request, MAX_BODY_BYTES)
  if (!body.ok) return problem(body.reason === 'too-large' ? 'That request is too large.' : 'Send the code as JSON.', body.reason === 'too-large' ? 413 : 400)
  const value = body.value && typeof body.value === 'object' ? (body.value as { code?: unknown; userId?: unknown }) : {}
  return { code: normalizeTwoStepCode(value.code), userId: value.userId }
}

/**
 * The signed-in admin, their own account's row and (with `body`) the request's code, or the answer
 * that refuses the request.
 */
async function ownAccount(req: PayloadRequest, { body }: { body: boolean }): Promise<{ user: NonNullable<PayloadRequest['user']>; row: TwoStepRow; input: CodeInput } | Response> {
  const user = isAdmin(req) ? req.user : null
  if (!user) return problem('Sign in first.', 401)
  const input = body ? await readCode(req) : { code: null, userId: undefined }
  if (input instanceof Response) return input
  const row = await twoStepRow(req, user.id)
  return row ? { user, row, input } : problem('Sign in first.', 401)
}

/** POST /api/users/two-step/setup: a new secret for the signed-in admin's phone, as a QR code and as text. */
export const twoStepSetupEndpoint: Endpoint = {
  path: '/two-step/setup',
  method: 'post',
  handler: async (req) => {
    const own = await ownAccount(req, { body: false })
    if (own instanceof Response) return own
    const { row } = own
    if (row.twoStepEnabled) return problem(TWO_STEP_ALREADY_ON_MESSAGE, 409)
    const secret = newTwoStepSecret()
    await req.payload.db.updateOne({ collection: USERS, id: row.id, req, data: { twoStepPendingSecret: sealTwoStepSecret(req.payload.secret, secret) } })
    const { brandName } = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const uri = twoStepUri({ secret, account: row.email, issuer: `${brandName} site admin` })
    return json({ secret, uri, qrSvg: renderSVG(uri, { border: 2 }) })
  },
}

/** POST /api/users/two-step/enable `{ code }`: the first code from the phone just set up turns it on. */
export const twoStepEnableEndpoint: Endpoint = {
  path: '/two-step/enable',
  method: 'post',
  handler: async (req) => {
    const own = await ownAccount(req, { body: true })
    if (own instanceof Response) return own
    const { row, input } = own
    if (row.twoStepEnabled) return problem(TWO_STEP_ALREADY_ON_MESSAGE, 409)
    const secret = openTwoStepSecret(req.payload.secret, row.twoStepPendingSecret)
    if (!secret) return problem(TWO_STEP_NOT_STARTED_MESSAGE, 409)
    if (!input.code) return problem(TWO_STEP_CODE_REQUIRED_MESSAGE, 400)
    const step = acceptTwoStepCode({ secret, code: input.code, nowMs: Date.now(), lastUsedStep: null })
    if (step === null) return problem(TWO_STEP_CODE_WRONG_MESSAGE, 400)
    await req.payload.db.updateOne({ collection: USERS, id: row.id, req, data: { twoStepEnabled: true, twoStepSecret: row.twoStepPendingSecret, twoStepPendingSecret: null, twoStepLastStep: step } })
    logger.info({ user: row.id }, 'admin two-step sign-in turned on')
    return json({ enabled: true })
  },
}

/**
 * POST /api/users/two-step/disable `{ code }` turns it off for the signed-in admin (a current code
 * needed); `{ userId }` turns it off for another admin who lost their phone (any admin may, as any
 * admin may set another's password; it is logged).
 */
export const twoStepDisableEndpoint: Endpoint = {
  path: '/two-step/disable',
  method: 'post',
  handler: async (req) => {
    const own = await ownAccount(req, { body: true })
    if (own instanceof Response) return own
    const { user, input } = own
    const forOther = input.userId !== undefined && String(input.userId) !== String(user.id)
    if (forOther && !isDocumentId(input.userId)) return problem(NO_SUCH_ADMIN_MESSAGE, 404)
    const row = forOther ? await twoStepRow(req, String(input.userId)) : own.row
    if (!row) return problem(NO_SUCH_ADMIN_MESSAGE, 404)
    if (!row.twoStepEnabled) return json({ enabled: false })
    if (!forOther) {
      if (!input.code) return problem(TWO_STEP_CODE_REQUIRED_MESSAGE, 400)
      const secret = openTwoStepSecret(req.payload.secret, row.twoStepSecret)
      if (!secret || (await spendCode(req, row, secret, input.code)) === null) return problem(secret ? TWO_STEP_CODE_WRONG_MESSAGE : TWO_STEP_UNREADABLE_MESSAGE, 400)
    }
    await req.payload.db.updateOne({ collection: USERS, id: row.id, req, data: { twoStepEnabled: false, twoStepSecret: null, twoStepPendingSecret: null, twoStepLastStep: null } })
    logger.warn({ user: row.id, by: user.id }, 'admin two-step sign-in turned off')
    return json({ enabled: false })
  },
}
