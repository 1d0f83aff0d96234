import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// This file's Payload is configured for an https site: its config is read when first imported.
const previousSiteUrl = vi.hoisted(() => {
  const previous = process.env.SITE_URL
  process.env.SITE_URL = 'https://www.example.com'
  return previous
})

import { POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { PEER_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { adapterName, testPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => {
  if (previousSiteUrl === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = previousSiteUrl
})

describe(`admin session cookie on an https site (${adapterName()})`, () => {
  it('signing in sets the session cookie Secure (and HttpOnly), as the known-device cookie', async () => {
    const credentials = { email: `secure-cookie-${Date.now()}@example.com`, password: 'secure-cookie-password-1' }
    await payload.create({ collection: 'users', data: { ...credentials, name: 'Secure cookie' }, context: { disableRevalidate: true } })
    // Payload's own login, through the catch-all REST route as Next calls it.
    const response = await restPost(
      new Request('https://www.example.com/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.18.7.1' },
        body: JSON.stringify(credentials),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    const session = cookies.find((c: string) => c.startsWith('payload-token='))
    expect(session).toMatch(/;\s*HttpOnly/i)
    expect(session).toMatch(/;\s*Secure/i)
    expect(cookies.find((c: string) => c.startsWith('admin-known-device='))).toMatch(/;\s*Secure/i)
  })
})
