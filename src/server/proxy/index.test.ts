import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerRequest, type NextHandler } from '@/server/http/siteServer'
import { passesAtOnce, proxy, proxyApplies } from '.'
import { setEnv } from '../../../tests/support/env'

// A real HTTP server stands in for this app's /api/experiments/active and /api/site-paths routes
// (the proxy asks 127.0.0.1:$PORT). The browser tests (tests/e2e/proxy.spec.ts) run the real ones.
const PAGES: Record<string, { linkedSearch: boolean }> = {
  '/': { linkedSearch: false },
  '/find-a-dealer/': { linkedSearch: false },
  '/about-us/': { linkedSearch: false },
  '/offers/': { linkedSearch: false },
  '/rebates/': { linkedSearch: true },
  '/savings/': { linkedSearch: true },
}
const asked: string[] = []
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
  if (url.pathname === '/api/experiments/active') {
    return json(200, { experiments: [{ key: 'offer', run: 4, phase: 1, status: 'running', paths: ['/offers/', '/rebates/'], variants: [{ key: 'control', weight: 0 }, { key: 'b', weight: 1 }] }] })
  }
  if (url.pathname !== '/api/site-paths') return json(404, {})
  const path = url.searchParams.get('path') ?? ''
  asked.push(path)
  if (req.headers.cookie === '__prerender_bypass=the-build-preview-id') return json(200, { exists: true, linkedSearch: false, draft: true })
  if (path === '/broken/') return json(500, { exists: true })
  if (path === '/garbled/') return json(200, 'not json')
  if (path === '/too-long-for-the-route/') return json(400, { error: 'path must be a site path' })
  const page = PAGES[path]
  return json(200, { exists: page !== undefined, linkedSearch: page?.linkedSearch ?? false })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  setEnv({ PORT: String((server.address() as AddressInfo).port) })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// What Next hands the proxy: http(s)://localhost:<port>/... (the scheme follows X-Forwarded-Proto).
const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), init))
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite')
  return target ? `${new URL(target).pathname}${new URL(target).search}` : null
}
const passed = (response: Response) => response.headers.get('x-middleware-next') === '1'

describe('the proxy: unknown paths', () => {
  it('a path no page answers is rewritten to the one cached 404; a known one passes', async () => {
    expect(rewrittenTo(await request('/nothing-here/'))).toBe('/_unknown-path/')
    expect(passed(await request('/find-a-dealer/'))).toBe(true)
  })

  it('a path the check refuses (a 400) is unknown', async () => {
    expect(rewrittenTo(await request('/too-long-for-the-route/'))).toBe('/_unknown-path/')
  })

  it('when the check cannot answer (an error status, no JSON) the request goes on: Next answers for the path, not a 404 from here', async () => {
    for (const path of ['/broken/', '/garbled/']) {
      expect(passed(await request(path)), path).toBe(true)
    }
  })

  it('a path over 2,048 characters is unknown without asking', async () => {
    const long = `/${'a'.repeat(2100)}/`
    expect(rewrittenTo(await request(long))).toBe('/_unknown-path/')
    expect(asked).not.toContain(long)
  })

  it('paths with a file extension and invented paths below the app routes are checked like any page path', async () => {
    for (const path of ['/anything.txt', '/dealers/x.js', '/search/x/', '/bench-floor/x/', '/next/x', '/_next/x/']) {
      expect(rewrittenTo(await request(path)), path).toBe('/_unknown-path/')
    }
    expect(passed(await request('/search/'))).toBe(true)
  })

  it('the internal routes (variant pages, linked searches) are unknown from outside, whatever their end', async () => {
    for (const path of ['/exp-variant/offer_b/offers/', '/exp-variant/a_b/x.x', '/linked-search/10001/savings/', '/_unknown-path/']) {
      expect(rewrittenTo(await request(path)), path).toBe('/_unknown-path/')
    }
  })

  it('a draft-mode cookie passes an unknown path only when Next accepts it', async () => {
    expect(rewrittenTo(await request('/draft-only/', { headers: { cookie: '__prerender_bypass=forged' } }))).toBe('/_unknown-path/')
    expect(passed(await request('/draft-only/', { headers: { cookie: '__prerender_bypass=the-build-preview-id' } }))).toBe(true)
  })
})

describe('the proxy: one spelling and reads only', () => {
  it('capitals: 308 to the lower-case path, query kept', async () => {
    const response = await request('/fInd-a-DEAlER/?zipcode=10001')
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location') ?? '').pathname + new URL(response.headers.get('location') ?? '').search).toBe('/find-a-dealer/?zipcode=10001')
  })

  it('POST, PUT, PATCH and DELETE to a page path are 405, known or not', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/find-a-dealer/', '/invented/']) {
        const response = await request(path, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.get('allow')).toBe('GET, HEAD')
        expect(await response.json()).toEqual({ error: 'Pages can only be read (GET or HEAD).' })
      }
    }
  })
})

describe('the proxy: experiments and linked searches', () => {
  it('a linked search on a page that answers one goes to the per-request route', async () => {
    expect(rewrittenTo(await request('/savings/?zipcode=10001'))).toBe('/linked-search/10001/savings/?zipcode=10001')
  })

  it('an experiment wins over a linked search: the variant page, with the query for the browser to answer', async () => {
    expect(rewrittenTo(await request('/rebates/?zipcode=10001'))).toBe('/exp-variant/offer_b/rebates/?zipcode=10001')
  })

  it('behind a TLS-terminating proxy (X-Forwarded-Proto: https, a spoofed Host) experiments still assign', async () => {
    const response = await proxy(new NextRequest('https://evil.example/offers/', { headers: { 'x-forwarded-proto': 'https', host: 'evil.example' } }))
    expect(rewrittenTo(response)).toBe('/exp-variant/offer_b/offers/')
  })
})

describe('passesAtOnce: a request the proxy already knows it would pass', () => {
  const atOnce = (path: string, init: { method?: string; cookie?: string } = {}) => {
    const url = new URL(path, 'http://localhost:3000')
    return passesAtOnce(init.method ?? 'GET', url.pathname, url.search, init.cookie)
  }

  it('a known page passes at once after the proxy has checked it, not before', async () => {
    expect(atOnce('/about-us/')).toBe(false)
    expect(passed(await request('/about-us/'))).toBe(true)
    expect(atOnce('/about-us/')).toBe(true)
    expect(atOnce('/about-us/?utm_source=mail')).toBe(true)
    expect(atOnce('/about-us/', { method: 'HEAD', cookie: 'xp=abc' })).toBe(true)
  })

  it('never where the proxy would do something, and what it says agrees with the proxy on every request here', async () => {
    const cases: [string, { method?: string; cookie?: string }][] = [
      ['/about-us/', {}],
      ['/about-us/', { method: 'POST' }],
      ['/About-us/', {}],
      ['/about-us/%41/', {}],
      ['/about-us/?q=%zz', {}],
      ['/about-us/', { cookie: '__prerender_bypass=forged' }],
      ['/offers/', {}],
      ['/savings/', {}],
      ['/savings/?zipcode=10001', {}],
      ['/nothing-here/', {}],
      ['/_unknown-path/', {}],
      ['/exp-variant/offer_b/offers/', {}],
    ]
    // Twice: the first round fills what the proxy remembers, the second reads it.
    for (const round of [1, 2]) {
      for (const [path, init] of cases) {
        const response = await request(path, { method: init.method, headers: init.cookie ? { cookie: init.cookie } : {} })
        if (atOnce(path, init)) expect(passed(response), `${path} ${JSON.stringify(init)} (round ${round})`).toBe(true)
      }
    }
    const atOnceNow = cases.filter(([path, init]) => atOnce(path, init)).map(([path, init]) => `${init.method ?? 'GET'} ${path}`)
    expect(atOnceNow).toEqual(['GET /about-us/', 'GET /savings/'])
  })
})

describe('the site server: the proxy carried out before Next.js answers (src/server/http/siteServer.ts)', () => {
  // Next.js's handler, as the site server calls it: it answers with the path it was given.
  const reachedNext: string[] = []
  const handle: NextHandler = async (req, res) => {
    reachedNext.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(`next:${req.url}`)
  }
  const site = http.createServer((req, res) => void answerRequest(req, res, handle, 3000))
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())))
  const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

  it('a known page reaches Next.js as it came; an unknown one as the one cached 404 path', async () => {
    expect(await (await get('/find-a-dealer/?x=1')).text()).toBe('next:/find-a-dealer/?x=1')
    expect(await (await get('/nothing-here/')).text()).toBe('next:/_unknown-path/')
  })

  it('a path the proxy leaves alone (the APIs, Next.js files) reaches Next.js without a path check', async () => {
    const before = asked.length
    expect(await (await get('/api/health')).text()).toBe('next:/api/health')
    expect(await (await get('/_next/static/chunks/a.js')).text()).toBe('next:/_next/static/chunks/a.js')
    expect(asked.length).toBe(before)
  })

  it('an experiment: Next.js answers the variant page, and the assignment cookie goes with its answer', async () => {
    const response = await get('/offers/')
    expect(await response.text()).toBe('next:/exp-variant/offer_b/offers/')
    expect(response.headers.get('set-cookie')).toMatch(/^xp=.+; Path=\/; .*HttpOnly/i)
  })

  it('a redirect is answered here: a relative Location with the query kept, and the pages’ security headers', async () => {
    const before = reachedNext.length
    const response = await get('/fInd-a-DEAlER/?zipcode=10001')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/find-a-dealer/?zipcode=10001')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // "//host/x/" is a path here, never a host: its one spelling stays on the site.
    const doubled = await get('//evil.example/x/')
    expect(doubled.status).toBe(308)
    expect(doubled.headers.get('location')).toBe('/evil.example/x/')
    expect(reachedNext.length).toBe(before)
  })

  it('refusals are answered here with their message (no body for HEAD)', async () => {
    const post = await get('/find-a-dealer/', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(await post.json()).toEqual({ error: 'Pages can only be read (GET or HEAD).' })
    const malformed = await get('/api/a%zz', { method: 'HEAD' })
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toBe('')
    expect((await get('/_next/image?url=/img/a.png&w=64&q=75&x=1')).status).toBe(400)
  })
})

describe('which paths the proxy looks at', () => {
  it('pages and public files outside public/’s folders; the APIs, the admin and Next.js files only with a % escape', () => {
    for (const path of ['/', '/rebates/', '/dealers/a-1/', '/Rebates', '/apix/', '/robots.txt.bak', '/_next/image', '/api/a%2Fb', '/admin/%zz', '/img/%2e%2e/x']) expect(proxyApplies(path), path).toBe(true)
    for (const path of ['/api/health', '/api', '/admin', '/admin/collections/pages', '/_next/static/chunks/a.js', '/img/a.png', '/geo/us.json', '/vendor/x.js', '/robots.txt', '/sitemap.xml', '/favicon.ico']) expect(proxyApplies(path), path).toBe(false)
  })
})
