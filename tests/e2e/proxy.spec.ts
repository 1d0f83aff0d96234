import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, startServer, stopServer, adminHeaders } from './support'

/** The proxy (src/server/proxy/index.ts) as a client sees it: issue 29 (experiments behind https) and issue 24 (page-cache guard). */
const distDir = process.env.NEXT_DIST_DIR || '.next'
const EXPERIMENT_PAGE = '/resources/sample-estimate-offer/'
const variantIn = (html: string) => html.match(/data-experiment="estimate-offer" data-variant="([a-z0-9-]+)"/)?.[1]

/** Page-cache files (ISR entries, as hardening.spec.ts finds them) whose name contains `token`. */
const cacheEntriesNamed = (token: string) =>
  fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((entry) => entry.includes(token))

const probe = () => `probe${Date.now()}${Math.floor(Math.random() * 1000)}`

/** A GET with headers a browser's fetch cannot set (Host), as a balancer or a client forging them sends it. */
function rawGet(port: number, pathname: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      .on('error', reject)
  })
}

test.describe('proxy: experiments behind a TLS-terminating balancer (issue 29)', () => {
  test.describe.configure({ timeout: 180_000 })

  test("a server whose visitors all come with X-Forwarded-Proto: https and any Host assigns variants and follows an editor's weights", async ({ request }) => {
    const headers = await adminHeaders(request)
    const found = await request.get('/api/experiments?where[key][equals]=estimate-offer&depth=0', { headers })
    const experiment = ((await found.json()) as { docs: { id: number; variants: { key: string; weight: number }[] }[] }).docs[0]
    expect(experiment?.variants.map((v) => v.key)).toEqual(['control', 'b'])
    const saved = experiment!.variants
    const setWeights = (base: string, weights: Record<string, number>) =>
      request.patch(`${base}/api/experiments/${experiment!.id}`, { headers, data: { variants: saved.map((v) => ({ ...v, weight: weights[v.key] })) } })
    const port = await freePort()
    const instance = `http://127.0.0.1:${port}`
    // A fresh process of the same build: its first page request, which loads the experiment list, comes through the balancer.
    const server = startServer({}, port)
    try {
      await expect.poll(async () => (await request.get(`${instance}/api/health`).catch(() => null))?.status(), { timeout: 90_000 }).toBe(200)
      // The editor stops new assignments to the control, on this instance (without a shared page
      // cache, another process would not learn of the change before the list's cache expires).
      expect((await setWeights(instance, { control: 0, b: 100 })).ok()).toBe(true)
      for (let visitor = 0; visitor < 5; visitor++) {
        const response = await rawGet(port, EXPERIMENT_PAGE, { 'x-forwarded-proto': 'https', host: 'evil.example' })
        expect(response.status, `visitor ${visitor}`).toBe(200)
        expect(variantIn(response.body), `visitor ${visitor}`).toBe('b')
        expect(String(response.headers['set-cookie']), `visitor ${visitor}`).toMatch(/^xp=estimate-offer_b_\d+p\d+_[cu]\.[\w-]{22}; .*Secure/)
      }
      expect(server.output()).not.toContain('experiments list unavailable')
    } finally {
      stopServer(server.child)
      await setWeights('', Object.fromEntries(saved.map((v) => [v.key, v.weight])))
    }
  })
})

test.describe('proxy: the page-cache guard has no way around it (issue 24)', () => {
  test('paths with a file extension are a 404 without a page-cache entry; real files are still served', async ({ request }) => {
    const token = probe()
    for (const url of [`/${token}.txt`, `/dealers/${token}.js`, `/exp-variant/a_b/${token}.x`, `/img/${token}.png`, `/_next/static/${token}.js`, `/favicon.ico/${token}`]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      expect(await response.text(), url).toContain('Page not found')
    }
    expect(cacheEntriesNamed(token)).toEqual([])
    const publicFiles = fs.readdirSync('public', { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join('public', entry)).isFile())
    for (const url of [...publicFiles.map((file) => `/${file}`), '/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg', '/apple-icon.png']) {
      expect((await request.get(url)).status(), url).toBe(200)
    }
  })

  test("invented paths below the app's own routes and Next's folder are a 404 without a page-cache entry", async ({ request }) => {
    const token = probe()
    for (const url of [`/search/${token}/`, `/bench-floor/${token}/`, `/block-gallery/${token}/`, `/next/${token}`, `/_next/${token}/`]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
    expect(cacheEntriesNamed(token)).toEqual([])
    for (const url of ['/search/', '/bench-floor/', '/block-gallery/']) expect((await request.get(url)).status(), url).toBe(200)
  })

  test('a draft-mode cookie opens an unknown path only when Next issued it (an editor preview), and never adds a cache entry', async ({ request }) => {
    const token = probe()
    const forged = await request.get(`/${token}-forged/`, { headers: { cookie: '__prerender_bypass=1' } })
    expect(forged.status()).toBe(404)
    // The real cookie, as an editor's preview gets it; with it an unknown path renders per request (draft mode).
    const preview = await request.get('/next/preview?path=/find-a-dealer/', { headers: await adminHeaders(request), maxRedirects: 0 })
    const cookie = preview.headers()['set-cookie']?.match(/__prerender_bypass=[^;]+/)?.[0]
    expect(cookie).toBeTruthy()
    const draft = await request.get(`/${token}-draft/`, { headers: { cookie: cookie! } })
    expect(draft.status()).toBe(404)
    expect((await request.get('/find-a-dealer/', { headers: { cookie: cookie! } })).status()).toBe(200)
    expect(cacheEntriesNamed(token)).toEqual([])
  })

  test('a path over 2,048 characters is a 404 without a page-cache entry', async ({ request }) => {
    const token = probe()
    // Segments of 200 characters: a file name of more than 255 could not be written anyway.
    const response = await request.get(`/${token}/${Array.from({ length: 11 }, () => 'x'.repeat(200)).join('/')}/`)
    expect(response.status()).toBe(404)
    expect(cacheEntriesNamed(token)).toEqual([])
  })

  test('POST, PUT, PATCH and DELETE to a page path are 405, without a render or a cache entry', async ({ request }) => {
    const token = probe()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of [`/${token}/`, '/find-a-dealer/']) {
        const response = await request.fetch(url, { method, data: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        expect(response.status(), `${method} ${url}`).toBe(405)
        expect(response.headers().allow, `${method} ${url}`).toBe('GET, HEAD')
      }
    }
    expect(cacheEntriesNamed(token)).toEqual([])
  })

  test('escaped letters and slashes, and a dealer under any other name, are a 308 to the one address, with no cache entry (issue 40)', async ({ request }) => {
    for (const [url, location] of [
      ['/%52ebates/', '/rebates/'],
      ['/%72ebates/?zipcode=10001', '/rebates/?zipcode=10001'],
      ['/resources%2Fsample-estimate-offer/', '/resources/sample-estimate-offer/'],
      ['/%2F%2Fevil.example/', '/evil.example/'],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(308)
      expect(response.headers().location, url).toBe(location)
    }
    expect(cacheEntriesNamed('%52ebates')).toEqual([])
    expect(cacheEntriesNamed('%2F')).toEqual([])
    const dealer = (await (await request.get('/api/dealers/locations?brand=AS&zipcode=10001')).json()).dealers[0]
    const canonical = new URL(dealer.metaData.dealer_url as string, 'http://site.invalid').pathname
    const token = probe()
    const invented = await request.get(`/dealers/${token}-${dealer.data.companyID}/?utm_source=x`, { maxRedirects: 0 })
    expect(invented.status()).toBe(308)
    expect(invented.headers().location).toBe(`${canonical}?utm_source=x`)
    expect((await request.get(`/dealers/${token}-${dealer.data.companyID}/`)).url()).toMatch(new RegExp(`${canonical}$`))
    expect(cacheEntriesNamed(token)).toEqual([])
  })

  test('the image optimizer reads url, w and q only: any other parameter, or a query on the source, is a 400 (issue 40)', async ({ request }) => {
    const image = '/_next/image?url=%2Fimg%2Fbrand%2Fhome-dusk.webp&w=640&q=75'
    expect((await request.get(image)).status()).toBe(200)
    for (const url of [`${image}&x=1`, `${image}&w=640`, '/_next/image?url=%2Fimg%2Fbrand%2Fhome-dusk.webp%3Fx%3D1&w=640&q=75']) {
      expect((await request.get(url)).status(), url).toBe(400)
    }
    expect(await (await request.get(`${image}&x=1`)).json()).toEqual({ error: 'Unknown image parameter: x. Only url, w and q are read.' })
  })

  test('pages are lower-case: any other spelling is a 308 to it with the query kept, and gets no cache entry', async ({ request }) => {
    // A different spelling each run, so an earlier run's cache cannot hide an entry.
    let spelling = ''
    while (!/[A-Z]/.test(spelling)) spelling = [...'find-a-dealer'].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('')
    const response = await request.get(`/${spelling}/?zipcode=10001`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('/find-a-dealer/?zipcode=10001')
    const followed = await request.get(`/${spelling}/`)
    expect(followed.status()).toBe(200)
    expect(followed.url()).toMatch(/\/find-a-dealer\/$/)
    expect(cacheEntriesNamed(spelling)).toEqual([])
  })
})
