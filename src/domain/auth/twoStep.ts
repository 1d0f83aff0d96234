import { Secret, TOTP } from 'otpauth'

/**
 * Two-step sign-in for admins: a time-based one-time code (TOTP, RFC 6238: HMAC-SHA1, 6 digits,
 * 30-second steps), the kind every authenticator app reads from a QR code. A code is accepted one
 * step either side of now (a phone's clock a little off), and each step at most once per account:
 * a code seen over someone's shoulder cannot be used again.
 */
export const TWO_STEP_DIGITS = 6
export const TWO_STEP_PERIOD_SECONDS = 30
const ACCEPTED_STEPS_EITHER_SIDE = 1

export const TWO_STEP_CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.'
export const TWO_STEP_CODE_WRONG_MESSAGE = 'That code is not right, or it has been used already. Enter the code your authenticator app shows now.'

/** The code as typed ("123 456", "123456") as its six digits, or null when it cannot be one. */
export function normalizeTwoStepCode(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const digits = input.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${TWO_STEP_DIGITS}}$`).test(digits) ? digits : null
}

/** A new random secret (160 bits, as RFC 4226 recommends), in the base32 that apps accept typed in. */
export function newTwoStepSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secret: string, account = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: TWO_STEP_DIGITS, period: TWO_STEP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function twoStepUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  return totp(secret, account, issuer).toString()
}

/** The time step a moment falls in. */
export const twoStepTimeStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TWO_STEP_PERIOD_SECONDS)

/**
 * The time step a code was made for, when it is right for now and newer than the last step this
 * account used (null otherwise). Store the step returned; pass it back as `lastUsedStep` next time.
 */
export function acceptTwoStepCode({ secret, code, nowMs, lastUsedStep }: { secret: string; code: string; nowMs: number; lastUsedStep: number | null }): number | null {
  const digits = normalizeTwoStepCode(code)
  if (!digits) return null
  const delta = totp(secret).validate({ token: digits, timestamp: nowMs, window: ACCEPTED_STEPS_EITHER_SIDE })
  if (delta === null) return null
  const step = twoStepTimeStep(nowMs) + delta
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}
