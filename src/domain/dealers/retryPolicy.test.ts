import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { DealerSearchResponse } from './dealerSchema'
import {
  backoffDelayMs,
  fetchDealersForLocator,
  fetchDealersWithRetry,
  type FetchLike,
  type FetchResponseLike,
} from './retryPolicy'

const body: DealerSearchResponse = {
  zipcode: '78701',
  city: 'Austin',
  state: 'TX',
  count: 1,
  randomizeBuckets: [3],
  nearby: [],
  dealers: [
    {
      data: { companyID: 1, name: 'Sample Air' },
      metaData: { dealer_url: '/dealers/sample-air-austin-tx-1/', average_rating: 4.5, total_review_count: 2, priority_ranking: 0 },
      location: { lat: 30.27, lon: -97.74 },
      searchInfo: { kind: 'radius', bucket: 2 },
    },
  ],
}

const ok = (json: unknown = body): FetchResponseLike => ({ ok: true, status: 200, statusText: 'OK', json: async () => json })
const status = (code: number, statusText: string): FetchResponseLike => ({ ok: false, status: code, statusText, json: async () => ({}) })

/** A fetch that plays the given outcomes in order and records the (fake) time of each call. */
function scriptedFetch(outcomes: (FetchResponseLike | Error)[]) {
  const calledAt: number[] = []
  const start = Date.now()
  const fetch: FetchLike = vi.fn(async () => {
    calledAt.push(Date.now() - start)
    const next = outcomes.shift()
    if (!next) throw new Error('no more scripted responses')
    if (next instanceof Error) throw next
    return next
  })
  return { fetch, calledAt }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/**
 * Moves the fake clock one timer at a time until the call has settled: only as far as its own waits
 * need. Running every timer instead also ran timers other modules of the same worker had left
 * (the exposure counter retries its send forever while no server answers), 10,000 of them in CI.
 */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  while (!done) await vi.advanceTimersToNextTimerAsync()
  return promise
}

describe('backoffDelayMs', () => {
  it('doubles from 1 s', () => {
    expect([0, 1, 2].map((retry) => backoffDelayMs(retry))).toEqual([1000, 2000, 4000])
  })
})

describe('fetchDealersWithRetry (shared helper)', () => {
  it('returns the validated dealers on success with a single call', async () => {
    const { fetch, calledAt } = scriptedFetch([ok()])
    const result = await settle(fetchDealersWithRetry({ fetch, sleep, url: '/api/dealers?zipcode=78701' }))
    expect(result.error).toBeUndefined()
    expect(result.dealers.map((d) => d.data.companyID)).toEqual([1])
    expect(result.response?.city).toBe('Austin')
    expect(calledAt).toEqual([0])
  })

  it('waits 1100 ms after each 429 and then succeeds', async () => {
    const { fetch, calledAt } = scriptedFetch([status(429, 'Too Many Requests'), status(429, 'Too Many Requests'), ok()])
    const result = await settle(fetchDealersWithRetry({ fetch, sleep, url: '/x' }))
    expect(calledAt).toEqual([0, 1100, 2200])
    expect(result.dealers).toHaveLength(1)
    expect(result.attempts).toBe(3)
  })

  it('gives up after 4 retries with an empty list and "Retry limit reached"', async () => {
    const { fetch, calledAt } = scriptedFetch(Array.from({ length: 6 }, () => status(429, 'Too Many Requests')))
    const result = await settle(fetchDealersWithRetry({ fetch, sleep, url: '/x' }))
    expect(calledAt).toEqual([0, 1100, 2200, 3300, 4400])
    expect(result).toMatchObject({ dealers: [], error: 'Retry limit reached', failure: 'rate-limit' })
  })

  it('does not move on before the delay has passed', async () => {
    const { fetch } = scriptedFetch([status(429, 'Too Many Requests'), ok()])
    const pending = fetchDealersWithRetry({ fetch, sleep, url: '/x' })
    await vi.advanceTimersByTimeAsync(1099)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    await pending
  })

  it('reports a network failure with its reason and no retry', async () => {
    const { fetch, calledAt } = scriptedFetch([new TypeError('connection refused')])
    const result = await settle(fetchDealersWithRetry({ fetch, sleep, url: '/x' }))
    expect(result).toMatchObject({ dealers: [], error: 'Failed to fetch dealers: connection refused', failure: 'network' })
    expect(calledAt).toEqual([0])
  })

  it('reports a non-ok response with its status text', async () => {
    const { fetch } = scriptedFetch([status(503, 'Service Unavailable')])
    const result = await settle(fetchDealersWithRetry({ fetch, sleep, url: '/x' }))
    expect(result).toMatchObject({ dealers: [], error: 'Error fetching dealers: Service Unavailable', failure: 'http' })
  })

  it('rejects a body that does not match the response shape', async () => {
    const { fetch } = scriptedFetch([ok({ dealers: 'nope' })])
    const result = await settle(fetchDealersWithRetry({ fetch, sleep, url: '/x' }))
    expect(result).toMatchObject({ dealers: [], failure: 'invalid-response' })
  })
})

describe('fetchDealersForLocator (locator call)', () => {
  it('retries other failures twice, after 1000 ms then 2000 ms', async () => {
    const { fetch, calledAt } = scriptedFetch([new Error('offline'), status(500, 'Internal Server Error'), status(502, 'Bad Gateway')])
    const result = await settle(fetchDealersForLocator({ fetch, sleep, url: '/x' }))
    expect(calledAt).toEqual([0, 1000, 3000])
    expect(result).toMatchObject({ dealers: [], error: 'Error fetching dealers: Bad Gateway', attempts: 3 })
  })

  it('stops retrying once a call succeeds', async () => {
    const { fetch, calledAt } = scriptedFetch([status(500, 'Internal Server Error'), ok()])
    const result = await settle(fetchDealersForLocator({ fetch, sleep, url: '/x' }))
    expect(calledAt).toEqual([0, 1000])
    expect(result.error).toBeUndefined()
    expect(result.dealers).toHaveLength(1)
  })

  it('handles 429 with the 1100 ms wait inside a locator attempt', async () => {
    const { fetch, calledAt } = scriptedFetch([status(429, 'Too Many Requests'), status(500, 'Oops'), ok()])
    const result = await settle(fetchDealersForLocator({ fetch, sleep, url: '/x' }))
    expect(calledAt).toEqual([0, 1100, 2100])
    expect(result.dealers).toHaveLength(1)
  })

  it('does not retry a 400 and hands back its message and candidate places', async () => {
    const candidates = [{ city: 'Springfield', state: 'IL', country: 'US', postalCode: '62701' }]
    const refused: FetchResponseLike = {
      ok: false,
      status: 400,
      statusText: 'Bad Request',
      json: async () => ({ error: 'Several places are named "Springfield"', candidates: [...candidates, { city: 1 }] }),
    }
    const { fetch, calledAt } = scriptedFetch([refused])
    const result = await settle(fetchDealersForLocator({ fetch, sleep, url: '/x' }))
    expect(calledAt).toEqual([0])
    expect(result).toMatchObject({ failure: 'rejected', rejection: { error: 'Several places are named "Springfield"', candidates } })
  })

  it('does not retry again once the 429 budget is spent', async () => {
    const { fetch, calledAt } = scriptedFetch(Array.from({ length: 5 }, () => status(429, 'Too Many Requests')))
    const result = await settle(fetchDealersForLocator({ fetch, sleep, url: '/x' }))
    expect(calledAt).toHaveLength(5)
    expect(result.error).toBe('Retry limit reached')
  })
})
