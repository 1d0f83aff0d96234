import { describe, expect, it } from 'vitest'
import { PASSWORD_COMMON_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from './passwordPolicy'

describe('admin password policy', () => {
  it('refuses short passwords, whatever they are made of', () => {
    for (const password of ['abc', 'Zq8-Lm2@vT9', '']) expect(passwordProblem(password), password).toBe(PASSWORD_TOO_SHORT_MESSAGE)
  })

  it('refuses common and breached passwords, also stretched with digits, symbols or repetition', () => {
    for (const password of ['contortionist', 'Password2024!', '!!iloveyou1234', 'QWERTYQWERTY', '123123123123', 'aaaaaaaaaaaa']) {
      expect(passwordProblem(password), password).toBe(PASSWORD_COMMON_MESSAGE)
    }
  })

  it('accepts a long uncommon password and refuses an absurdly long one', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull()
    expect(passwordProblem('x'.repeat(257))).toBe(PASSWORD_TOO_LONG_MESSAGE)
  })
})
