import fc from 'fast-check'
import { POST as whodisPost } from '@/app/api/whodis/route'
import { FIRST_LEASE_TTL_MS, LEASE_TTL_MS, MISSING_PARAMETERS_MESSAGE } from '@/domain/calltracking/leaseNumber'
import { leasePhoneNumber } from '@/server/calltracking/leasePhoneNumber'
import { PEER_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { runSql } from '@/server/db/rawSql'
import { resetRateLimiters } from '@/server/http/rateLimit'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { adapterName, testPayload } from './support/payload'

const stamp = Date.now()
let payload: Payload

// Each request from its own client address unless a test says otherwise (the per-client limit).
let clientCounter = 0
const nextClient = () => `198.18.${Math.floor(++clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`
const request = (body: unknown, client: string = nextClient()) =>
  new Request('http://localhost/api/whodis', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

async function createPool(name: string, count: number): Promise<{ group: string; numbers: string[] }> {
  const group = `RG-${name}-${stamp}`
  const numbers = Array.from({ length: count }, (_, i) => `800-555-${String(100 + i).padStart(4, '0')}`)
  await payload.create({
    collection: 'phone-number-pools',
    data: { routingGroupId: group, phoneNumbers: numbers.map((number) => ({ number })) },
    context: { disableRevalidate: true },
  })
  return { group, numbers }
}

const body = (group: string, sessionID: string, extra: Record<string, unknown> = {}) => ({
  routingGroupID: group,
  sessionID,
  pageReferrer: 'https://www.example.com/find-a-dealer/',
  leaseName: 'dealer-card',
  metaData: { dealerName: 'Comfort Test Heating' },
  ...extra,
})

async function lease(payloadBody: unknown, client?: string): Promise<{ status: number; number?: string; message?: unknown }> {
  const response = await whodisPost(request(payloadBody, client))
  const json = (await response.json()) as { message: { leasePhoneNumber?: string } | string }
  return {
    status: response.status,
    number: typeof json.message === 'object' ? json.message.leasePhoneNumber : undefined,
    message: json.message,
  }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe(`POST /api/whodis (${adapterName()})`, () => {
  it('answers 400 "Missing required parameters!" when any of the first four fields is missing', async () => {
    const { group } = await createPool('missing', 2)
    for (const key of ['routingGroupID', 'sessionID', 'pageReferrer', 'leaseName']) {
      const incomplete: Record<string, unknown> = body(group, 's1')
      delete incomplete[key]
      expect(await lease(incomplete)).toEqual({ status: 400, number: undefined, message: MISSING_PARAMETERS_MESSAGE })
      expect((await lease({ ...body(group, 's1'), [key]: '  ' })).status).toBe(400)
    }
    expect((await lease('not json')).status).toBe(400)
    // metaData is optional.
    expect((await lease({ ...body(group, 's1'), metaData: undefined })).status).toBe(201)
  })

  it('leases a number (201), keeps it for the same session (200), and gives another session another number', async () => {
    const { group, numbers } = await createPool('renew', 3)
    const first = await lease(body(group, 'session-a'))
    expect(first.status).toBe(201)
    expect(numbers).toContain(first.number)
    const again = await lease(body(group, 'session-a'))
    expect(again).toMatchObject({ status: 200, number: first.number })
    const other = await lease(body(group, 'session-b'))
    expect(other.status).toBe(201)
    expect(other.number).not.toBe(first.number)

    const row = await payload.find({ collection: 'phone-leases', where: { and: [{ routingGroupId: { equals: group } }, { number: { equals: first.number } }] } })
    expect(row.docs[0]).toMatchObject({ sessionId: 'session-a', leaseName: 'dealer-card', dealerName: 'Comfort Test Heating', renewals: 1 })
    const events = await payload.find({ collection: 'phone-lease-events', where: { routingGroupId: { equals: group } } })
    expect(events.docs.map((e) => e.action).sort()).toEqual(['leased', 'leased'])
  })

  it('takes over the idlest number of a session seen once when the pool is exhausted; a lease lasts 10 minutes, 30 once the session came back', async () => {
    const { group } = await createPool('lru', 2)
    const t0 = new Date()
    const a = await leasePhoneNumber(payload, body(group, 'a'), t0)
    const b = await leasePhoneNumber(payload, body(group, 'b'), new Date(t0.getTime() + 1_000))
    // a is used again later than b: b is now the least recently used.
    await leasePhoneNumber(payload, body(group, 'a'), new Date(t0.getTime() + 2_000))
    const c = await leasePhoneNumber(payload, body(group, 'c'), new Date(t0.getTime() + 3_000))
    expect(c).toEqual({ status: 201, leasePhoneNumber: 'leasePhoneNumber' in b ? b.leasePhoneNumber : '' })
    const events = await payload.find({ collection: 'phone-lease-events', where: { and: [{ routingGroupId: { equals: group } }, { action: { equals: 'recycled' } }] } })
    expect(events.docs).toHaveLength(1)

    // c was seen once: its lease lapses after 10 minutes. a came back: it keeps its number for 30.
    expect((await leasePhoneNumber(payload, body(group, 'c'), new Date(t0.getTime() + 3_000 + FIRST_LEASE_TTL_MS + 1))).status).toBe(201)
    expect((await leasePhoneNumber(payload, body(group, 'a'), new Date(t0.getTime() + 2_000 + LEASE_TTL_MS - 1))).status).toBe(200)
    // After the lease lapses, the same session gets a fresh lease (201), not a renewal.
    const later = await leasePhoneNumber(payload, body(group, 'a'), new Date(t0.getTime() + 2_000 + 2 * LEASE_TTL_MS))
    expect(later.status).toBe(201)
    expect('leasePhoneNumber' in a && a.leasePhoneNumber).toBeTruthy()
  })

  it('never gives one number to two sessions under concurrent requests', async () => {
    const { group } = await createPool('race', 8)
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => lease(body(group, `racer-${i}`))))
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(new Set(results.map((r) => r.number)).size).toBe(8)
  })

  it('refuses a cross-site request and any body that is not JSON, leasing nothing (issue 40)', async () => {
    const { group } = await createPool('cross-site', 2)
    const send = (headers: Record<string, string>) =>
      whodisPost(new Request('http://localhost/api/whodis', { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: nextClient(), ...headers }, body: JSON.stringify(body(group, `cross-${stamp}`)) }))
    const crossSite = await send({ 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(((await crossSite.json()) as { message: string }).message).toBe('Phone numbers are only given to pages of this site.')
    expect((await send({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(403)
    expect((await send({ 'content-type': 'text/plain', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(415)
    expect((await payload.count({ collection: 'phone-leases', where: { sessionId: { equals: `cross-${stamp}` } } })).totalDocs).toBe(0)
    expect((await send({ 'content-type': 'application/json', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(201)
  })

  it('answers 404 for a routing group without a pool', async () => {
    expect((await lease(body(`RG-none-${stamp}`, 's'))).status).toBe(404)
  })

  it('never answers 5xx, whatever the body (property-based)', async () => {
    const { group } = await createPool('fuzz', 3)
    const field = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null), fc.boolean(), fc.constant(group), fc.object({ maxDepth: 1 }))
    const bodies = fc.oneof(
      fc.record({ routingGroupID: field, sessionID: field, pageReferrer: field, leaseName: field, metaData: fc.anything({ maxDepth: 2 }) }, { requiredKeys: [] }),
      fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'undefined'),
      fc.string({ maxLength: 200 }),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (candidate) => {
        const response = await whodisPost(request(candidate))
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})

describe(`POST /api/whodis limits and history (${adapterName()})`, () => {
  const withEnv = async (values: Record<string, string>, run: () => Promise<void>) => {
    setEnv(values)
    resetRateLimiters()
    try {
      await run()
    } finally {
      setEnv(Object.fromEntries(Object.keys(values).map((key) => [key, undefined])))
      resetRateLimiters()
    }
  }

  it('limits one client, whatever sessions it invents', async () => {
    const { group } = await createPool('client-limit', 20)
    await withEnv({ WHODIS_RATE_LIMIT_CLIENT_POINTS: '5' }, async () => {
      const client = `203.0.113.${stamp % 200}`
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) statuses.push((await lease(body(group, `sweep-${i}`), client)).status)
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
      const limited = await whodisPost(request(body(group, 'sweep-x'), client))
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await limited.json()).toEqual({ message: 'Too many requests. Please try again later.' })
      // Another visitor is not affected.
      expect((await lease(body(group, 'visitor'))).status).toBe(201)
    })
  })

  it('counts every address of one IPv6 /64 as one client; the next /64 is another (issue 40)', async () => {
    const { group } = await createPool('ipv6-limit', 20)
    await withEnv({ WHODIS_RATE_LIMIT_CLIENT_POINTS: '3' }, async () => {
      const prefix = `2001:db8:${(stamp % 0xffff).toString(16)}:40`
      const statuses: number[] = []
      for (let i = 1; i <= 5; i++) statuses.push((await lease(body(group, `v6-${i}`), `${prefix}::${i.toString(16)}`)).status)
      expect(statuses).toEqual([201, 201, 201, 429, 429])
      expect((await lease(body(group, 'v6-next'), `${prefix.replace(/:40$/, ':41')}::1`)).status).toBe(201)
    })
  })

  const poolRecord = async (group: string) =>
    (await payload.find({ collection: 'phone-number-pools', where: { routingGroupId: { equals: group } }, limit: 1, depth: 0 })).docs[0]

  it("keeps engaged visitors' numbers: taking over a number whose visitor came back is limited per pool, from any number of clients, and the pool records that it ran dry", async () => {
    const { group } = await createPool('pool-limit', 3)
    await withEnv({ WHODIS_RATE_LIMIT_RECYCLE_POINTS: '1' }, async () => {
      const visitors = []
      for (const session of ['v1', 'v2', 'v3']) visitors.push({ session, ...(await lease(body(group, session))) })
      expect(visitors.map((v) => v.status)).toEqual([201, 201, 201])
      // Each visitor comes back for their number (another page, another Call Now).
      for (const visitor of visitors) expect(await lease(body(group, visitor.session))).toMatchObject({ status: 200, number: visitor.number })
      expect((await poolRecord(group))?.lastRanDryAt ?? null).toBeNull()

      // A sweep from many addresses, each session coming back too: one takeover is allowed, then the pool refuses.
      const sweep: number[] = []
      for (let i = 0; i < 6; i++) {
        const first = await lease(body(group, `attacker-${i}`))
        sweep.push(first.status)
        if (first.status === 201) expect((await lease(body(group, `attacker-${i}`))).status).toBe(200)
      }
      expect(sweep).toEqual([201, 429, 429, 429, 429, 429])
      // What the pool's admin screen reads: five visitors were refused.
      const record = await poolRecord(group)
      expect(record?.timesRanDry).toBe(5)
      expect(Date.now() - new Date(record?.lastRanDryAt ?? 0).getTime()).toBeLessThan(60_000)
      const kept = []
      for (const visitor of visitors) {
        const again = await lease(body(group, visitor.session))
        if (again.status === 200 && again.number === visitor.number) kept.push(visitor.session)
      }
      expect(kept).toHaveLength(2)
    })
  })

  it("one client's burst of new sessions takes over at most one visitor's number, then its own, and never leaves a new visitor without one", async () => {
    const { group } = await createPool('one-client', 3)
    const visitors = []
    for (const session of ['v1', 'v2', 'v3']) visitors.push({ session, ...(await lease(body(group, session))) })
    expect(visitors.map((v) => v.status)).toEqual([201, 201, 201])
    // One client opens 20 sessions on the full pool (the default limits).
    const client = `203.0.113.${(stamp % 50) + 100}`
    const burst: number[] = []
    for (let i = 0; i < 20; i++) burst.push((await lease(body(group, `burst-${i}`), client)).status)
    expect(burst).toEqual(Array(20).fill(201))
    expect((await payload.count({ collection: 'phone-leases', where: { and: [{ routingGroupId: { equals: group } }, { sessionId: { like: 'burst-' } }] } })).totalDocs).toBe(1)
    // Two of the three visitors still hold their own number (asking would itself take over a number, so the rows tell).
    const held = await payload.find({ collection: 'phone-leases', where: { routingGroupId: { equals: group } }, depth: 0, limit: 0, pagination: false })
    const kept = visitors.filter((visitor) => held.docs.some((row) => row.sessionId === visitor.session && row.number === visitor.number))
    expect(kept).toHaveLength(2)
    // Every other visitor still gets a number.
    for (let i = 0; i < 3; i++) expect((await lease(body(group, `later-${i}`))).status).toBe(201)
  })

  it('a burst from four clients and from an IPv6 /64 on a busy pool leaves every new visitor a real number (issue 40 item 5)', async () => {
    const { group, numbers } = await createPool('burst', 10)
    const visitors = []
    for (const session of ['v1', 'v2', 'v3']) visitors.push({ session, ...(await lease(body(group, session))) })
    for (const visitor of visitors) expect(await lease(body(group, visitor.session))).toMatchObject({ status: 200, number: visitor.number })

    // Four clients open ten new sessions each, then one /64 ten more from ten of its addresses (default limits: 30
    // requests per client, 3 takeovers per client and pool, 10 per pool: before, this left every new visitor N/A).
    const burst: number[] = []
    for (let c = 0; c < 4; c++) {
      const client = `192.0.2.${(stamp % 50) * 4 + c + 1}`
      for (let i = 0; i < 10; i++) burst.push((await lease(body(group, `burst-${c}-${i}`), client)).status)
    }
    const prefix = `2001:db8:${((stamp + 7) % 0xffff).toString(16)}:55`
    for (let i = 1; i <= 10; i++) burst.push((await lease(body(group, `v6-burst-${i}`), `${prefix}::${i.toString(16)}`)).status)
    expect(burst.every((status) => status === 201)).toBe(true)
    // The /64 is one client: its ten sessions hold one number between them.
    expect((await payload.count({ collection: 'phone-leases', where: { and: [{ routingGroupId: { equals: group } }, { sessionId: { like: 'v6-burst-' } }] } })).totalDocs).toBe(1)

    // New visitors, each from their own address, get real numbers of the pool, not N/A.
    for (let i = 0; i < 6; i++) {
      const visitor = await lease(body(group, `new-visitor-${i}`))
      expect(visitor.status).toBe(201)
      expect(numbers).toContain(visitor.number)
    }
    // The visitors who came back keep theirs, and the pool never ran dry.
    for (const visitor of visitors) expect(await lease(body(group, visitor.session))).toMatchObject({ status: 200, number: visitor.number })
    expect((await poolRecord(group))?.lastRanDryAt ?? null).toBeNull()
  })

  it('deletes lease history older than WHODIS_HISTORY_DAYS as new leases are recorded', async () => {
    const { group } = await createPool('history', 3)
    expect((await lease(body(group, 'old-visitor'))).status).toBe(201)
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString()
    await runSql(payload, 'UPDATE phone_lease_events SET created_at = ? WHERE routing_group_id = ?', [old, group])
    expect((await payload.count({ collection: 'phone-lease-events', where: { routingGroupId: { equals: group } } })).totalDocs).toBe(1)

    expect((await lease(body(group, 'new-visitor'))).status).toBe(201)
    const left = await payload.find({ collection: 'phone-lease-events', where: { routingGroupId: { equals: group } } })
    expect(left.docs.map((event) => event.sessionId)).toEqual(['new-visitor'])
  })
})
