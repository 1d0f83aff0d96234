import { expect, test } from '@playwright/test'

test.describe('HTTP contract', () => {
  test('security headers on pages and APIs', async ({ request }) => {
    for (const path of ['/', '/api/health', '/admin/login']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
      // Pages and the admin load their own scripts; API answers (JSON, uploads) run none (docs/security.md).
      expect(headers['content-security-policy'], path).toContain(path.startsWith('/api/') ? "script-src 'none'" : "default-src 'self'")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      // SITE_URL is http in the test run, so no HSTS (it is only sent for https sites).
      expect(headers['strict-transport-security'], path).toBeUndefined()
      expect(headers['x-powered-by'], path).toBeUndefined()
    }
  })

  test("the build's scripts and stylesheets come brotli-compressed to a browser that accepts it, the same files Next.js sends gzipped", async ({ request }) => {
    const page = await (await request.get('/warranty/')).text()
    const assets = [...new Set([...page.matchAll(/(?:href|src)="(\/_next\/static\/chunks\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!))]
    expect(assets.filter((a) => a.endsWith('.css')).length, 'stylesheets').toBeGreaterThan(0)
    expect(assets.filter((a) => a.endsWith('.js')).length, 'scripts').toBeGreaterThan(3)
    let compressed = 0
    for (const asset of assets) {
      const brotli = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      const gzip = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate' } })
      // A file under 1 KB goes as it is either way (too small to gain from compressing).
      const expected = gzip.headers()['content-encoding'] === 'gzip' ? 'br' : undefined
      if (expected) compressed++
      expect([brotli.status(), brotli.headers()['content-encoding']], asset).toEqual([200, expected])
      expect(brotli.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
      expect(brotli.headers()['x-content-type-options'], asset).toBe('nosniff')
      expect(brotli.headers()['content-type'], asset).toBe(gzip.headers()['content-type'])
      expect((await brotli.body()).equals(await gzip.body()), `${asset}: the same file once decompressed`).toBe(true)
    }
    expect(compressed, 'files sent as brotli').toBeGreaterThan(3)
  })

  test("uploaded images are kept by the browser for a day: a page's images are not asked for again on the next page", async ({ request }) => {
    const home = await (await request.get('/')).text()
    const images = [...new Set([...home.matchAll(/src="(\/api\/media\/file\/[^"]+)"/g)].map((m) => m[1]!))]
    expect(images.length, 'images on the home page').toBeGreaterThan(0)
    for (const image of images) {
      const reply = await request.get(image)
      expect([reply.status(), reply.headers()['cache-control']], image).toEqual([200, 'public, max-age=86400'])
      // A HEAD (a link checker's, a cache's) gets the same answer without the bytes.
      const head = await request.head(image)
      expect([head.status(), head.headers()['content-type'], head.headers()['cache-control'], (await head.body()).length], `HEAD ${image}`).toEqual([
        200,
        reply.headers()['content-type'],
        'public, max-age=86400',
        0,
      ])
    }
    const list = await request.head('/api/pages?limit=1')
    expect([list.status(), list.headers()['content-type']], 'HEAD of a REST list').toEqual([200, 'application/json'])
  })

  test('anonymous REST reads of non-public collections answer 403', async ({ request }) => {
    for (const collection of ['users', 'payload-preferences']) {
      const response = await request.get(`/api/${collection}`)
      expect(response.status(), collection).toBe(403)
    }
  })

  test('anonymous REST reads of public content work, drafts stay hidden', async ({ request }) => {
    const pages = await request.get('/api/pages?where[slug][equals]=home')
    expect(pages.status()).toBe(200)
    const body = await pages.json()
    expect(body.docs[0].slug).toBe('home')
    const settings = await request.get('/api/globals/site-settings')
    expect(settings.status()).toBe(200)
    expect((await settings.json()).brandCode).toBe('AS')
  })

  test('health answers 200 with a database ping', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })
})

test.describe('first visit', () => {
  // Payload asks every path for a colour-scheme client hint with Critical-CH; a browser that has not
  // sent it yet drops the first response and asks for the page again.
  test('a first visit to a public page is one document request; the admin still asks for its colour-scheme hint', async ({ browser, request }) => {
    for (const path of ['/', '/rebates/', '/warranty/']) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const documents: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url())
      })
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(documents, path).toHaveLength(1)
      expect(response?.headers()['critical-ch'], path).toBeUndefined()
      await context.close()
    }
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
