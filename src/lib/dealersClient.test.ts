import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dealerSearchUrl, searchDealers } from './dealersClient'

const okBody = { zipcode: '10001', city: 'New York', state: 'NY', count: 0, randomizeBuckets: [3], dealers: [], nearby: [] }

function response(status: number, body: unknown = okBody) {
  return { ok: status >= 200 && status < 300, status, statusText: status === 500 ? 'Internal Server Error' : 'OK', json: async () => body }
}

describe('dealersClient.searchDealers (browser glue over the retry policy)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('retries a failing search twice, after 1 s and then 2 s', async () => {
    const calls: number[] = []
    const fetchMock = vi.fn(async () => {
      calls.push(Date.now())
      return calls.length < 3 ? response(500) : response(200)
    })
    vi.stubGlobal('fetch', fetchMock)
    const started = Date.now()
    const pending = searchDealers({ zipcode: '10001', brand: 'AS', infoMode: false })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    const result = await pending
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(calls.map((t) => t - started)).toEqual([0, 1000, 3000])
    expect(result.response?.city).toBe('New York')
  })

  it('waits 1.1 s after a 429 and tries again', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(response(429)).mockResolvedValueOnce(response(200))
    vi.stubGlobal('fetch', fetchMock)
    const pending = searchDealers({ zipcode: '10001', brand: 'AS', infoMode: false })
    await vi.advanceTimersByTimeAsync(1099)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).error).toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('calls the locate endpoint, or the info endpoint in info mode, with brand and zip', () => {
    expect(dealerSearchUrl({ zipcode: 'M5V 3L9', brand: 'AS', infoMode: false })).toMatch(
      /^\/api\/dealers\/locations\?brand=AS&zipcode=M5V\+3L9&url=&mtaAnonymousId=&mtaSessionId=$/,
    )
    expect(dealerSearchUrl({ zipcode: '10001', brand: 'AS', infoMode: true })).toMatch(/^\/api\/trb-info\/dealers\/locate\?/)
  })
})
