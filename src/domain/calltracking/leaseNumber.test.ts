import { describe, expect, it } from 'vitest'
import {
  INVALID_PARAMETERS_MESSAGE,
  LEASE_TTL_MS,
  MISSING_PARAMETERS_MESSAGE,
  leaseNumber,
  parseWhodisRequest,
  type Lease,
} from '@/domain/calltracking/leaseNumber'

const now = new Date('2026-03-01T12:00:00Z')
const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000)
const renewedExpiry = new Date(now.getTime() + LEASE_TTL_MS)
const request = { routingGroupID: 'rg1', sessionID: 's1' }

function lease(number: string, sessionID: string, expiresIn: number, lastUsedAgo: number, routingGroupID = 'rg1'): Lease {
  return { number, sessionID, routingGroupID, expiresAt: at(expiresIn), lastUsedAt: at(-lastUsedAgo) }
}

describe('leaseNumber', () => {
  it('uses a 30 minute lease', () => {
    expect(LEASE_TTL_MS).toBe(30 * 60_000)
  })

  it('refuses an empty pool', () => {
    expect(leaseNumber({ pool: [], leases: [], request, now })).toEqual({ error: 'empty_pool' })
  })

  it('renews the live lease of the same session and routing group', () => {
    const leases = [lease('+15555550001', 'other', 20, 1), lease('+15555550002', 's1', 5, 25)]
    expect(leaseNumber({ pool: ['+15555550001', '+15555550002', '+15555550003'], leases, request, now })).toEqual({
      number: '+15555550002',
      action: 'renewed',
      expiresAt: renewedExpiry,
    })
  })

  it('does not renew a lease of the same session in another routing group', () => {
    const leases = [lease('+15555550001', 's1', 20, 1, 'rg2')]
    const decision = leaseNumber({ pool: ['+15555550001', '+15555550002'], leases, request, now })
    expect(decision).toEqual({ number: '+15555550002', action: 'leased', expiresAt: renewedExpiry })
  })

  it('leases a free number when the session has no live lease', () => {
    const leases = [lease('+15555550001', 'other', 10, 1), lease('+15555550002', 's1', -1, 31)]
    const decision = leaseNumber({ pool: ['+15555550001', '+15555550002'], leases, request, now })
    expect(decision).toEqual({ number: '+15555550002', action: 'leased', expiresAt: renewedExpiry })
  })

  it('leases the free number idle longest, never-used first', () => {
    const pool = ['+15555550001', '+15555550002', '+15555550003']
    const expired = [lease('+15555550001', 'x', -5, 35), lease('+15555550002', 'y', -1, 31)]
    expect(leaseNumber({ pool, leases: expired, request, now })).toMatchObject({ number: '+15555550003', action: 'leased' })
    expect(leaseNumber({ pool: pool.slice(0, 2), leases: expired, request, now })).toMatchObject({
      number: '+15555550001',
      action: 'leased',
    })
  })

  it('treats a lease expiring exactly now as expired', () => {
    const leases = [lease('+15555550001', 's1', 0, 30)]
    expect(leaseNumber({ pool: ['+15555550001'], leases, request, now })).toMatchObject({ action: 'leased' })
  })

  it('recycles the least recently used lease when the pool is exhausted', () => {
    const pool = ['+15555550001', '+15555550002', '+15555550003']
    const leases = [
      lease('+15555550001', 'a', 25, 5),
      lease('+15555550002', 'b', 10, 20),
      lease('+15555550003', 'c', 29, 1),
    ]
    expect(leaseNumber({ pool, leases, request, now })).toEqual({
      number: '+15555550002',
      action: 'recycled',
      expiresAt: renewedExpiry,
    })
  })

  it('ignores leases of numbers outside the pool and duplicate pool entries', () => {
    const leases = [lease('+15555559999', 's1', 20, 1)]
    expect(leaseNumber({ pool: ['+15555550001', '+15555550001'], leases, request, now })).toMatchObject({
      number: '+15555550001',
      action: 'leased',
    })
  })

  it('honours a custom time to live', () => {
    expect(leaseNumber({ pool: ['+15555550001'], leases: [], request, now, ttlMs: 1000 })).toMatchObject({
      expiresAt: new Date(now.getTime() + 1000),
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
