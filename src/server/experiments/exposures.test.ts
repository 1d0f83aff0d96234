import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushExposures } from './exposures'
import { COUNTS_SIGNATURE_HEADER, isValidCountsSignature } from './countsSignature'
import { experimentResponse } from './proxy'
import { signAssignmentCookie } from './assignmentCookie'
import { setEnv } from '../../../tests/support/env'

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
  res.end(JSON.stringify({ experiments: [{ key: 'offer', run: 4, phase: 1, status: 'running', paths: ['/offers/'], variants: [{ key: 'control', weight: 0 }, { key: 'b', weight: 1 }] }] }))
})
// Visitors reach the site through a TLS-terminating balancer; the proxy's own requests (the list, the
// counts) go to this server itself, 127.0.0.1 and the PORT next start sets, never to that origin.
const origin = 'https://www.example.com'
let restorePort = () => {}
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  restorePort = setEnv({ PORT: String((server.address() as AddressInfo).port) })
})
afterAll(() => {
  restorePort()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'
const visit = (headers: Record<string, string>) => experimentResponse(new NextRequest(`${origin}/offers/`, { headers }))

const visitAs = (method: string, headers: Record<string, string>) => experimentResponse(new NextRequest(`${origin}/offers/`, { method, headers }))

describe('experiment visitors counted by the proxy', () => {
  it('counts each person once at a real page view: not HEAD, prefetches, robots, forged or unknown cookies; sends the counts signed', async () => {
    const first = (await visit({ 'user-agent': CHROME }))?.cookies.get('xp')?.value
    // Signed: the payload, a dot, 22 characters of HMAC.
    expect(first).toMatch(/^offer_b_4p1_c\.[A-Za-z0-9_-]{22}$/)
    expect(first).toBe(signAssignmentCookie('offer_b_4p1_c'))
    await visit({ 'user-agent': CHROME })
    // A returning visitor, and none of these, add anyone:
    await visit({ 'user-agent': CHROME, cookie: `xp=${first}` })
    await visit({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await visit({})
    await visitAs('HEAD', { 'user-agent': CHROME })
    await visit({ 'user-agent': CHROME, 'next-router-prefetch': '1' })
    await visit({ 'user-agent': CHROME, purpose: 'prefetch' })
    const prefetched = await visit({ 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' })
    const forged = await visit({ 'user-agent': CHROME, cookie: 'xp=offer_b' })
    await visit({ 'user-agent': CHROME, cookie: 'xp=offer_zzz_4p1_c.AAAAAAAAAAAAAAAAAAAAAA' })
    await visit({ 'user-agent': CHROME, cookie: `xp=${signAssignmentCookie('offer_zzz_4p1_c')}` })
    await visit({ 'user-agent': CHROME, cookie: `xp=${signAssignmentCookie('offer_b_3p1_c')}` })
    // The forged cookie is replaced by a signed assignment that never counts (it may have seen another variant).
    expect(forged?.cookies.get('xp')?.value).toBe(signAssignmentCookie('offer_b_4p1_x'))
    await visit({ 'user-agent': CHROME, cookie: `xp=${forged?.cookies.get('xp')?.value}` })
    // A prefetch assigns (uncounted); the visitor's real view then counts once.
    const pending = prefetched?.cookies.get('xp')?.value
    expect(pending).toBe(signAssignmentCookie('offer_b_4p1_u'))
    const viewed = await visit({ 'user-agent': CHROME, cookie: `xp=${pending}` })
    expect(viewed?.cookies.get('xp')?.value).toBe(signAssignmentCookie('offer_b_4p1_c'))
    await flushExposures()
    expect(received).toHaveLength(1)
    const { body, signature } = received[0]!
    expect(isValidCountsSignature(body, signature)).toBe(true)
    const { rows, sentAt } = JSON.parse(body) as { rows: unknown[]; sentAt: number }
    expect(Math.abs(Date.now() - sentAt)).toBeLessThan(60_000)
    expect(rows).toEqual([{ experiment: 'offer@4p1', variant: 'b', day: new Date().toISOString().slice(0, 10), visitors: 3, ctaClicks: 0 }])
    // Nothing new: nothing sent.
    await flushExposures()
    expect(received).toHaveLength(1)
  })
})
