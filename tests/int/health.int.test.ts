import { describe, expect, it } from 'vitest'
import { GET } from '@/app/api/health/route'
import { adapterName, testPayload } from './support/payload'

describe(`GET /api/health (${adapterName()})`, () => {
  it('answers 200 after a database round trip', async () => {
    await testPayload()
    const response = await GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })
})
