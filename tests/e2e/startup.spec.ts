import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, startServer, stopServer } from './support'

// Each case starts its own `npm start` of the same build with a different environment.
test.describe('server start-up', () => {
  test.describe.configure({ timeout: 90_000 })

  test('refuses to start with one clear line when a variable is invalid', async () => {
    const port = await freePort()
    const server = startServer({ PAYLOAD_SECRET: 'too-short' }, port)
    try {
      const code = await Promise.race([server.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000))])
      expect(code).toBe(1)
      const lines = server.output().split('\n').filter((l) => l.includes('Invalid configuration'))
      expect(lines).toEqual(['Invalid configuration: PAYLOAD_SECRET must be at least 32 characters long'])
      expect(server.output()).not.toMatch(/\n\s+at /)
    } finally {
      stopServer(server.child)
    }
  })

  test('refuses to start when the database schema is behind the committed migrations', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-unmigrated-'))
    const port = await freePort()
    const server = startServer({ DATABASE_URL: `file:${path.join(dir, 'empty.db')}` }, port)
    try {
      const code = await Promise.race([server.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000))])
      expect(code).toBe(1)
      expect(server.output()).toContain('Database schema is behind')
      expect(server.output()).toContain('Run "npm run db:migrate"')
    } finally {
      stopServer(server.child)
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test('health answers 503 while the database is unreachable', async ({ request }) => {
    const port = await freePort()
    const deadPort = await freePort()
    const server = startServer({ DATABASE_URL: `postgres://nobody@127.0.0.1:${deadPort}/none` }, port)
    try {
      await expect
        .poll(async () => (await request.get(`http://localhost:${port}/api/health`).catch(() => null))?.status(), {
          timeout: 60_000,
        })
        .toBe(503)
      const body = await (await request.get(`http://localhost:${port}/api/health`)).json()
      expect(body).toEqual({ status: 'unavailable', database: 'unreachable' })
    } finally {
      stopServer(server.child)
    }
  })
})
