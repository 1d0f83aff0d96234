import { describe, expect, it } from 'vitest'
import {
  FIRST_LEASE_TTL_MS,
  INVALID_PARAMETERS_MESSAGE,
  LEASE_TTL_MS,
  MISSING_PARAMETERS_MESSAGE,
  leaseNumber,
  parseWhodisRequest,
  poolReserve,
  recycleCost,
  type Lease,
} from '@/domain/calltracking/leaseNumber'

const now = new Date('2026-03-01T12:00:00Z')
const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000)
const renewedExpiry = new Date(now.getTime() + LEASE_TTL_MS)
const firstExpiry = new Date(now.getTime() + FIRST_LEASE_TTL_MS)
const request = { routingGroupID: 'rg1', sessionID: 's1', clientKey: 'me' }
const pool = (count: number) => Array.from({ length: count }, (_, i) => `+1555555${String(i + 1).padStart(4, '0')}`)

function lease(
  number: string,
  sessionID: string,
  expiresIn: number,
  lastUsedAgo: number,
  { routingGroupID = 'rg1', clientKey = `client-of-${sessionID}`, renewals = 0 }: { routingGroupID?: string; clientKey?: string | null; renewals?: number } = {},
): Lease {
  return { number, sessionID, routingGroupID, expiresAt: at(expiresIn), lastUsedAt: at(-lastUsedAgo), clientKey, renewals }
}

describe('leaseNumber', () => {
  it('gives a session seen once 10 minutes, and one that asks again 30', () => {
    expect(FIRST_LEASE_TTL_MS).toBe(10 * 60_000)
    expect(LEASE_TTL_MS).toBe(30 * 60_000)
    expect(leaseNumber({ pool: pool(2), leases: [], request, now })).toEqual({ number: pool(2)[0], action: 'leased', expiresAt: firstExpiry })
    const held = [lease(pool(2)[0]!, 's1', 5, 5, { clientKey: 'me' })]
    expect(leaseNumber({ pool: pool(2), leases: held, request, now })).toEqual({ number: pool(2)[0], action: 'renewed', expiresAt: renewedExpiry })
  })

  it('refuses an empty pool', () => {
    expect(leaseNumber({ pool: [], leases: [], request, now })).toEqual({ error: 'empty_pool' })
  })

  it('renews the live lease of the same session and routing group', () => {
    const leases = [lease('+15555550001', 'other', 20, 1), lease('+15555550002', 's1', 5, 25)]
    expect(leaseNumber({ pool: pool(3), leases, request, now })).toEqual({
      number: '+15555550002',
      action: 'renewed',
      expiresAt: renewedExpiry,
    })
  })

  it('does not renew a lease of the same session in another routing group', () => {
    const leases = [lease('+15555550001', 's1', 20, 1, { routingGroupID: 'rg2' })]
    const decision = leaseNumber({ pool: pool(2), leases, request, now })
    expect(decision).toEqual({ number: '+15555550002', action: 'leased', expiresAt: firstExpiry })
  })

  it('leases a free number when the session has no live lease', () => {
    const leases = [lease('+15555550001', 'other', 10, 1), lease('+15555550002', 's1', -1, 31)]
    const decision = leaseNumber({ pool: pool(2), leases, request, now })
    expect(decision).toEqual({ number: '+15555550002', action: 'leased', expiresAt: firstExpiry })
  })

  it('leases the free number idle longest, never-used first', () => {
    const expired = [lease('+15555550001', 'x', -5, 35), lease('+15555550002', 'y', -1, 31)]
    expect(leaseNumber({ pool: pool(3), leases: expired, request, now })).toMatchObject({ number: '+15555550003', action: 'leased' })
    expect(leaseNumber({ pool: pool(2), leases: expired, request, now })).toMatchObject({ number: '+15555550001', action: 'leased' })
  })

  it('treats a lease expiring exactly now as expired', () => {
    const leases = [lease('+15555550001', 's1', 0, 30)]
    expect(leaseNumber({ pool: pool(1), leases, request, now })).toMatchObject({ action: 'leased' })
  })

  it('ignores leases of numbers outside the pool and duplicate pool entries', () => {
    const leases = [lease('+15555559999', 's1', 20, 1)]
    expect(leaseNumber({ pool: ['+15555550001', '+15555550001'], leases, request, now })).toMatchObject({
      number: '+15555550001',
      action: 'leased',
    })
  })

  describe('the reserve for clients that hold no number yet', () => {
    it('keeps one free number in ten, at least one, none for a pool of one', () => {
      expect([1, 2, 3, 10, 11, 20, 25].map(poolReserve)).toEqual([0, 1, 1, 1, 2, 2, 3])
    })

    it('does not give the reserve to a client that already holds a number: it takes over its own idlest', () => {
      const numbers = pool(10)
      // Nine of ten numbers held: four by this client (a burst), five by visitors; one free, the reserve.
      const leases = [
        ...numbers.slice(0, 4).map((n, i) => lease(n, `burst-${i}`, 8, 4 - i, { clientKey: 'me' })),
        ...numbers.slice(4, 9).map((n, i) => lease(n, `visitor-${i}`, 8, 9, { clientKey: `visitor-${i}` })),
      ]
      expect(leaseNumber({ pool: numbers, leases, request, now })).toEqual({ number: numbers[0], action: 'recycled', expiresAt: firstExpiry, from: 'own' })
      // A client holding none gets the reserved number.
      expect(leaseNumber({ pool: numbers, leases, request: { ...request, clientKey: 'newcomer' }, now })).toEqual({ number: numbers[9], action: 'leased', expiresAt: firstExpiry })
    })

    it('lets a client holding numbers lease freely while more than the reserve is free', () => {
      const numbers = pool(10)
      const leases = numbers.slice(0, 8).map((n, i) => lease(n, `burst-${i}`, 8, 1, { clientKey: 'me' }))
      expect(leaseNumber({ pool: numbers, leases, request, now })).toMatchObject({ action: 'leased', number: numbers[8] })
    })

    it('treats an unknown client as holding nothing', () => {
      const numbers = pool(3)
      const leases = [lease(numbers[0]!, 'a', 8, 1, { clientKey: null }), lease(numbers[1]!, 'b', 8, 1, { clientKey: null })]
      expect(leaseNumber({ pool: numbers, leases, request: { ...request, clientKey: null }, now })).toMatchObject({ action: 'leased', number: numbers[2] })
    })
  })

  describe('which number is taken over when the pool is full', () => {
    const numbers = pool(4)

    it('first one of the client\'s own other sessions, least recently used, even if others are idler', () => {
      const leases = [
        lease(numbers[0]!, 'visitor', 8, 20, { clientKey: 'v' }),
        lease(numbers[1]!, 'mine-a', 8, 2, { clientKey: 'me' }),
        lease(numbers[2]!, 'mine-b', 8, 5, { clientKey: 'me' }),
        lease(numbers[3]!, 'other', 8, 19, { clientKey: 'o' }),
      ]
      expect(leaseNumber({ pool: numbers, leases, request, now })).toMatchObject({ number: numbers[2], from: 'own' })
    })

    it('then the idlest number of the client holding the most (a burst), before any single visitor\'s', () => {
      const leases = [
        lease(numbers[0]!, 'visitor', 8, 20, { clientKey: 'v' }),
        lease(numbers[1]!, 'burst-1', 8, 2, { clientKey: 'burst', renewals: 3 }),
        lease(numbers[2]!, 'burst-2', 8, 1, { clientKey: 'burst' }),
        lease(numbers[3]!, 'other', 8, 19, { clientKey: 'o' }),
      ]
      // Within the burst, the session seen once goes before the one that came back.
      expect(leaseNumber({ pool: numbers, leases, request, now })).toEqual({ number: numbers[2], action: 'recycled', expiresAt: firstExpiry, from: 'surplus' })
    })

    it('then the idlest session seen once, before any visitor who came back for their number', () => {
      const leases = [
        lease(numbers[0]!, 'back-1', 8, 25, { renewals: 1 }),
        lease(numbers[1]!, 'once-1', 8, 3),
        lease(numbers[2]!, 'once-2', 8, 4),
        lease(numbers[3]!, 'back-2', 8, 20, { renewals: 2 }),
      ]
      expect(leaseNumber({ pool: numbers, leases, request, now })).toMatchObject({ number: numbers[2], from: 'unengaged' })
    })

    it('last, the least recently used lease of a visitor who came back', () => {
      const leases = numbers.map((n, i) => lease(n, `back-${i}`, 20, [5, 9, 7, 1][i]!, { renewals: 1 }))
      expect(leaseNumber({ pool: numbers, leases, request, now })).toEqual({ number: numbers[1], action: 'recycled', expiresAt: firstExpiry, from: 'engaged' })
    })

    it('costs nothing for one\'s own number, the client\'s budget for a burst\'s or a one-time session\'s, and the pool\'s too for an engaged visitor\'s', () => {
      expect((['own', 'surplus', 'unengaged', 'engaged'] as const).map(recycleCost)).toEqual(['free', 'client', 'client', 'client-and-pool'])
    })
  })
})

describe('parseWhodisRequest', () => {
  const body = {
    routingGroupID: 'rg1',
    sessionID: 's1',
    pageReferrer: 'https://example.com/find-a-dealer/',
    leaseName: 'dealer-card',
    metaData: { dealerName: 'Cool Air LLC', extra: 1 },
    extra: true,
  }

  it('accepts the four fields and the dealer name, dropping the rest', () => {
    expect(parseWhodisRequest(body)).toEqual({
      ok: true,
      request: {
        routingGroupID: 'rg1',
        sessionID: 's1',
        pageReferrer: 'https://example.com/find-a-dealer/',
        leaseName: 'dealer-card',
        metaData: { dealerName: 'Cool Air LLC' },
      },
    })
  })

  it.each(['routingGroupID', 'sessionID', 'pageReferrer', 'leaseName'])(
    'answers "Missing required parameters!" when %s is missing, empty or not text',
    (key) => {
      const { [key as keyof typeof body]: _omitted, ...without } = body
      expect(parseWhodisRequest(without)).toEqual({ ok: false, error: 'Missing required parameters!' })
      expect(parseWhodisRequest({ ...body, [key]: '  ' })).toEqual({ ok: false, error: MISSING_PARAMETERS_MESSAGE })
      expect(parseWhodisRequest({ ...body, [key]: { nested: true } })).toEqual({ ok: false, error: MISSING_PARAMETERS_MESSAGE })
    },
  )

  it('answers "Missing required parameters!" for a body that is not an object', () => {
    expect(parseWhodisRequest(null)).toEqual({ ok: false, error: MISSING_PARAMETERS_MESSAGE })
    expect(parseWhodisRequest('rg1')).toEqual({ ok: false, error: MISSING_PARAMETERS_MESSAGE })
  })

  it('reads a numeric routing group as text', () => {
    const result = parseWhodisRequest({ ...body, routingGroupID: 1234 })
    expect(result.ok && result.request.routingGroupID).toBe('1234')
  })

  it('makes metaData optional and drops it when malformed', () => {
    const { metaData: _m, ...withoutMeta } = body
    expect(parseWhodisRequest(withoutMeta)).toMatchObject({ ok: true })
    const result = parseWhodisRequest({ ...body, metaData: 'Cool Air' })
    expect(result.ok && result.request.metaData).toBeUndefined()
  })

  it('refuses over-long values', () => {
    expect(parseWhodisRequest({ ...body, sessionID: 'x'.repeat(201) })).toEqual({ ok: false, error: INVALID_PARAMETERS_MESSAGE })
  })
})
