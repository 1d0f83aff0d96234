import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

const ok = { PAYLOAD_SECRET: 'x'.repeat(32) }

describe('parseEnv', () => {
  it('defaults to the SQLite file and localhost', () => {
    const env = parseEnv(ok)
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })

  it('accepts a postgres URL', () => {
    expect(parseEnv({ ...ok, DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db')
  })

  it.each([
    [{}, 'Invalid configuration: PAYLOAD_SECRET is required (a random string of at least 32 characters)'],
    [{ PAYLOAD_SECRET: 'short' }, 'Invalid configuration: PAYLOAD_SECRET must be at least 32 characters long'],
    [{ ...ok, DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL or a file: URL for SQLite (e.g. file:./data/site.db)'],
    [{ ...ok, SITE_URL: 'localhost' }, 'Invalid configuration: SITE_URL must be an http(s) URL'],
  ])('names the variable in one line: %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(new EnvError('', '').constructor)
    expect(() => parseEnv(source)).toThrow(message)
  })
})
