import { describe, expect, it } from 'vitest'
import { pendingMigrations } from '@/server/db/schemaCheck'
import { adapterName, testPayload } from './support/payload'

describe(`migrations (${adapterName()})`, () => {
  it('applies every committed migration for this adapter', async () => {
    const payload = await testPayload()
    expect(await pendingMigrations(payload)).toEqual([])
  })
})
