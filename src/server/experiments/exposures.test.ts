import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushExposures } from './exposures'
import { COUNTS_SIGNATURE_HEADER, isValidCountsSignature } from './countsSignature'
import { experimentResponse } from './proxy'

// A real HTTP server stands in for the app: the running-experiments list, and the count route that
// keeps what the proxy sends.
const received: { body: string; signature: string | null }[] = []
const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/api/experiments/counts') {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: (req.headers[COUNTS_SIGNATURE_HEADER] as string) ?? null })
      res.writeHead(204).end()
    })
    return
  }
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ experiments: [{ key: 'offer', status: 'running', paths: ['/offers/'], variants: [{ key: 'control', weight: 0 }, { key: 'b', weight: 1 }] }] }))
})
let origin = ''
beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'unit-secret-unit-secret-unit-secret-0001'
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'
const visit = (headers: Record<string, string>) => experimentResponse(new NextRequest(`${origin}/offers/`, { headers }))

describe('experiment visitors counted by the proxy', () => {
  it('counts each new assignment once, not returning visitors or robots, and sends the counts signed', async () => {
    expect((await visit({ 'user-agent': CHROME }))?.cookies.get('xp')?.value).toBe('offer_b')
    await visit({ 'user-agent': CHROME })
    await visit({ 'user-agent': CHROME, cookie: 'xp=offer_b' })
    await visit({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await visit({})
    await flushExposures()
    expect(received).toHaveLength(1)
    const { body, signature } = received[0]!
    expect(isValidCountsSignature(body, signature)).toBe(true)
    const { rows, sentAt } = JSON.parse(body) as { rows: unknown[]; sentAt: number }
    expect(Math.abs(Date.now() - sentAt)).toBeLessThan(60_000)
    expect(rows).toEqual([{ experiment: 'offer', variant: 'b', day: new Date().toISOString().slice(0, 10), visitors: 2, ctaClicks: 0 }])
    // Nothing new: nothing sent.
    await flushExposures()
    expect(received).toHaveLength(1)
  })
})
