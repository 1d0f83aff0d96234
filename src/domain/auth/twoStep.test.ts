import { describe, expect, it } from 'vitest'
import { acceptTwoStepCode, newTwoStepSecret, normalizeTwoStepCode, twoStepTimeStep, twoStepUri } from './twoStep'

// RFC 6238, appendix B: the ASCII secret "12345678901234567890" (base32 below), SHA-1, and the
// 8-digit codes it lists; a 6-digit code is the last six of them.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
]

describe('two-step codes', () => {
  it.each(RFC_VECTORS)('accepts the RFC 6238 code for t=%s', (seconds, eightDigits) => {
    const step = acceptTwoStepCode({ secret: RFC_SECRET, code: eightDigits.slice(2), nowMs: seconds * 1000, lastUsedStep: null })
    expect(step).toBe(twoStepTimeStep(seconds * 1000))
  })

  it('accepts the code of the step before or after (a clock a little off), not two steps away', () => {
    const [seconds, eightDigits] = RFC_VECTORS[3]!
    const code = eightDigits.slice(2)
    expect(acceptTwoStepCode({ secret: RFC_SECRET, code, nowMs: (seconds + 30) * 1000, lastUsedStep: null })).toBe(twoStepTimeStep(seconds * 1000))
    expect(acceptTwoStepCode({ secret: RFC_SECRET, code, nowMs: (seconds - 30) * 1000, lastUsedStep: null })).toBe(twoStepTimeStep(seconds * 1000))
    expect(acceptTwoStepCode({ secret: RFC_SECRET, code, nowMs: (seconds + 75) * 1000, lastUsedStep: null })).toBeNull()
  })

  it('accepts a step once: the same code again, or an older one, is refused', () => {
    const [seconds, eightDigits] = RFC_VECTORS[3]!
    const code = eightDigits.slice(2)
    const used = acceptTwoStepCode({ secret: RFC_SECRET, code, nowMs: seconds * 1000, lastUsedStep: null })
    expect(used).not.toBeNull()
    expect(acceptTwoStepCode({ secret: RFC_SECRET, code, nowMs: seconds * 1000, lastUsedStep: used })).toBeNull()
    expect(acceptTwoStepCode({ secret: RFC_SECRET, code, nowMs: seconds * 1000, lastUsedStep: used! + 1 })).toBeNull()
  })

  it('refuses a wrong code and one for another secret', () => {
    const [seconds, eightDigits] = RFC_VECTORS[3]!
    const right = eightDigits.slice(2)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    expect(acceptTwoStepCode({ secret: RFC_SECRET, code: wrong, nowMs: seconds * 1000, lastUsedStep: null })).toBeNull()
    expect(acceptTwoStepCode({ secret: newTwoStepSecret(), code: right, nowMs: seconds * 1000, lastUsedStep: null })).toBeNull()
  })

  it('reads a code as people type it, and nothing else as one', () => {
    expect(normalizeTwoStepCode(' 123 456 ')).toBe('123456')
    expect(normalizeTwoStepCode('123-456')).toBe('123456')
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456, null, undefined]) expect(normalizeTwoStepCode(bad)).toBeNull()
  })

  it('makes a fresh 160-bit secret each time, and an address an authenticator app reads', () => {
    const secret = newTwoStepSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTwoStepSecret()).not.toBe(secret)
    const uri = new URL(twoStepUri({ secret, account: 'editor@example.com', issuer: 'Comfort Air' }))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe('/Comfort Air:editor@example.com')
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret, issuer: 'Comfort Air', algorithm: 'SHA1', digits: '6', period: '30' })
  })
})
