import { POST as loginPost } from '@/app/(payload)/api/users/login/route'
import { GET as payloadRestGet } from '@/app/(payload)/api/[...slug]/route'
import { KNOWN_DEVICE_COOKIE, LOGIN_RATE_LIMITED_MESSAGE } from '@/server/http/adminLogin'
import { PEER_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { resetRateLimiters } from '@/server/leads/rateLimit'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adapterName, testPayload } from './support/payload'

const stamp = Date.now()
let payload: Payload
let clients = 0
const newClient = () => `198.19.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`

function login(body: { email: string; password: string }, { client = newClient(), cookie }: { client?: string; cookie?: string } = {}) {
  return loginPost(
    new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: client, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  )
}

async function createAdmin(name: string) {
  const credentials = { email: `${name}-${stamp}@example.com`, password: `${name}-password-1` }
  await payload.create({ collection: 'users', data: { ...credentials, name }, context: { disableRevalidate: true } })
  return credentials
}

const deviceCookie = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))?.split(';')[0]

beforeAll(async () => {
  payload = await testPayload()
  process.env.LOGIN_RATE_LIMIT_IP_POINTS = '3'
  process.env.LOGIN_RATE_LIMIT_ACCOUNT_POINTS = '3'
  resetRateLimiters()
})

afterAll(() => {
  delete process.env.LOGIN_RATE_LIMIT_IP_POINTS
  delete process.env.LOGIN_RATE_LIMIT_ACCOUNT_POINTS
  resetRateLimiters()
})

describe(`admin sign-in limits (${adapterName()})`, () => {
  it('limits failed sign-ins per client address, whatever emails it tries', async () => {
    const admin = await createAdmin('ip-limit')
    const client = newClient()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await login({ email: `nobody-${i}-${stamp}@example.com`, password: 'guess' }, { client })).status)
    expect(statuses).toEqual([401, 401, 401, 429])
    const blocked = await login(admin, { client })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await blocked.json()).toEqual({ errors: [{ message: LOGIN_RATE_LIMITED_MESSAGE }] })
    // The admin signs in from anywhere else.
    expect((await login(admin)).status).toBe(200)
  })

  it('an attacker who knows the email cannot lock the admin out of a browser that signed in before', async () => {
    const admin = await createAdmin('lockout')
    const first = await login(admin)
    expect(first.status).toBe(200)
    const cookie = deviceCookie(first)
    expect(cookie).toBeTruthy()
    const token = ((await first.json()) as { token: string }).token

    // Wrong passwords from many addresses: the account refuses unknown browsers after the limit.
    const attack: number[] = []
    for (let i = 0; i < 12; i++) attack.push((await login({ email: admin.email, password: `wrong-${i}` })).status)
    expect(attack.slice(0, 3)).toEqual([401, 401, 401])
    expect(attack.slice(3).every((status) => status === 429)).toBe(true)
    expect((await login(admin)).status).toBe(429)

    // The admin's own browser still signs in, and the session it had keeps working.
    expect((await login(admin, { cookie })).status).toBe(200)
    const me = await payloadRestGet(new Request('http://localhost/api/users/me', { headers: { authorization: `JWT ${token}` } }), {
      params: Promise.resolve({ slug: ['users', 'me'] }),
    })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email)
  })

  it('takes as long for an unknown email as for a wrong password of a real admin', async () => {
    const admin = await createAdmin('timing')
    const timed = async (email: string) => {
      const started = performance.now()
      const response = await login({ email, password: 'not-the-password' })
      expect(response.status).toBe(401)
      return performance.now() - started
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await timed(admin.email))
      unknown.push(await timed(`no-such-admin-${i}-${stamp}@example.com`))
    }
    // Before: ~3 ms against ~100+ ms. Now both hash a password.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
  })
})
