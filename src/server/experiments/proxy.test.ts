import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAssignmentCookie } from './assignmentCookie'
import { experimentListCache, experimentResponse } from './proxy'
import { setEnv } from '../../../tests/support/env'

// A real HTTP server stands in for the app's /api/experiments/active route. While `held` is set,
// it answers nothing until the test calls release(): whatever the caller gets meanwhile did not
// come from this server, however slow the machine.
let held: Promise<void> | null = null
let release = () => {}
function hold() {
  held = new Promise<void>((resolve) => {
    release = () => {
      held = null
      resolve()
    }
  })
}
let requests = 0
let arrived = () => {}
let body: unknown = {
  experiments: [
    { key: 'offer', run: 4, phase: 1, status: 'running', paths: ['/offers/'], variants: [{ key: 'control', weight: 0 }, { key: 'b', weight: 1 }] },
    { key: 'Bad Key', paths: ['/'], variants: [] },
  ],
}
const server = http.createServer((req, res) => {
  requests++
  arrived()
  void (held ?? Promise.resolve()).then(() => {
    res.writeHead(req.url === '/api/experiments/active' ? 200 : 404, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
})
const nextRequest = () => new Promise<void>((resolve) => (arrived = resolve))
// The proxy asks this server itself: 127.0.0.1 and the port `npm start` puts in PORT.
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  setEnv({ PORT: String(port) })
  origin = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('experiment list cache', () => {
  it('loads the list once, keeps well-formed experiments only, and serves it from memory while fresh', async () => {
    requests = 0
    const known = experimentListCache({ freshMs: 60_000 })
    const first = await known()
    expect(first?.map((e) => e.key)).toEqual(['offer'])
    await known()
    await known()
    expect(requests).toBe(1)
  })

  it('after the fresh period answers at once from the old copy and refreshes in the background', async () => {
    requests = 0
    const known = experimentListCache({ freshMs: 10 })
    await known()
    hold()
    const refresh = nextRequest()
    // Answered while the server still holds the refresh: the old copy, not a wait for the new one.
    const stale = await known(Date.now() + 1000)
    expect(stale?.map((e) => e.key)).toEqual(['offer'])
    await refresh
    expect(requests).toBe(2)
    release()
  })

  it('gives no experiments (the control) when the first load takes longer than the decision budget', async () => {
    hold()
    const known = experimentListCache({ timeoutMs: 100 })
    // The server never answers while held: the budget (or the fetch it aborts) ends the wait, with
    // no experiments, so the ordinary page.
    expect((await known()) ?? []).toEqual([])
    release()
  })

  it('gives an empty list when the route fails', async () => {
    const broken = experimentListCache()
    const saved = body
    body = 'not json at all'
    expect(await broken()).toEqual([])
    body = saved
  })
})

const rewrite = (response: Response | null) => {
  const target = response?.headers.get('x-middleware-rewrite')
  return target ? new URL(target).pathname : null
}

describe('experimentResponse', () => {
  // First: the process-wide list is loaded by this request, as on a server whose first visitor came through the balancer.
  it('behind a TLS-terminating proxy (X-Forwarded-Proto: https, any Host) still assigns: the list comes from this server, not the request origin', async () => {
    // Next builds the proxy's URL from X-Forwarded-Proto: https://localhost:<port>/, which a plain-HTTP server does not answer.
    for (const url of [`https://localhost:${new URL(origin).port}/offers/`, 'https://evil.example/offers/']) {
      const response = await experimentResponse(
        new NextRequest(url, { headers: { 'x-forwarded-proto': 'https', host: new URL(url).host } }),
      )
      expect(rewrite(response), url).toBe('/exp-variant/offer_b/offers/')
      expect(response?.headers.get('set-cookie'), url).toMatch(/^xp=offer_b_4p1_u\.[\w-]{22}; .*Secure/i)
    }
  })

  it('assigns a new visitor, sets the cookie and rewrites to the pre-rendered variant', async () => {
    const response = await experimentResponse(new NextRequest(`${origin}/offers/`))
    expect(rewrite(response)).toBe('/exp-variant/offer_b/offers/')
    expect(response?.headers.get('set-cookie')).toMatch(/^xp=offer_b_4p1_u\.[\w-]{22}; Path=\/; Expires=.*; Max-Age=7776000; HttpOnly; SameSite=lax$/i)
  })

  it('keeps a returning visitor on its variant without a new cookie', async () => {
    // (Weight 0 stops new assignments; a visitor who already has the variant keeps it.)
    const response = await experimentResponse(new NextRequest(`${origin}/offers/`, { headers: { cookie: `xp=${signAssignmentCookie('offer_control_4p1_c')}` } }))
    expect(rewrite(response)).toBe('/exp-variant/offer_control/offers/')
    expect(response?.headers.get('set-cookie')).toBeNull()
  })

  it('lets pages without an experiment through', async () => {
    expect(await experimentResponse(new NextRequest(`${origin}/`))).toBeNull()
  })

})
