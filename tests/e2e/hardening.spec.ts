import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, startServer, stopServer, adminToken } from './support'

/** Issue 18: what an attacker probing the production server from outside sees. */
const distDir = process.env.NEXT_DIST_DIR || '.next'

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dir, entry))
}

test.describe('hardening (issue 18)', () => {
  test('malformed % escapes and NUL characters in any URL are 400 with a message', async ({ request }) => {
    for (const url of ['/%E0%A4%A/', '/find-a-dealer/%', '/dealers/%zz/', '/api/dealers/lookup/%']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(400)
      expect(await response.json(), url).toEqual({ error: 'The address is malformed: a % must be followed by two hexadecimal digits.' })
    }
    const nul = await request.get('/api/media/file/%00')
    expect(nul.status()).toBe(400)
    expect(await nul.json()).toEqual({ error: 'The address must not contain a NUL character (%00).' })
  })

  test('an unknown path is a 404 page, and the page cache gets no entry for it', async ({ request }) => {
    const token = `probe${Date.now()}`
    for (let i = 0; i < 8; i++) {
      for (const url of [`/${token}-${i}/`, `/dealers/${token}-${i}/`, `/dealers/${token}-dealer-${i}/`]) {
        const response = await request.get(url)
        expect(response.status(), url).toBe(404)
        expect(await response.text(), url).toContain('Page not found')
      }
    }
    const cached = filesUnder(distDir).filter((file) => file.includes(token))
    expect(cached, 'page-cache files named after the unknown paths').toEqual([])
    // Known pages are served as before.
    expect((await request.get('/find-a-dealer/')).status()).toBe(200)
  })

  test('Payload REST: a bad id is 404, a bad where is 400', async ({ request }) => {
    const page = await request.get('/api/pages/abc')
    expect(page.status()).toBe(404)
    expect(await page.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    const where = await request.get('/api/leads?where=x')
    expect(where.status()).toBe(400)
    expect(((await where.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('where parameter')
  })

  test('an anonymous call of an admin server function is 401, not 500', async ({ request }) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, { filename?: string }>
    }
    const actionId = Object.entries(manifest.node).find(([, action]) => action.filename === 'src/app/(payload)/layout.tsx')?.[0]
    expect(actionId, 'the admin layout server function').toBeTruthy()
    const response = await request.post('/admin', {
      headers: { 'Next-Action': actionId ?? '', 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
      data: JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'leads' } }]),
    })
    expect(response.status()).toBe(401)
  })

  test('preview redirects only to paths of this site', async ({ request }) => {
    const anonymous = await request.get('/next/preview?path=/%5Cevil.example', { maxRedirects: 0 })
    expect(anonymous.status()).toBe(400)
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    for (const target of ['/%5Cevil.example', '/%09/evil.example', '//evil.example', 'https://evil.example/']) {
      const response = await request.get(`/next/preview?path=${target}`, { headers, maxRedirects: 0 })
      expect(response.status(), target).toBe(400)
      expect(await response.json(), target).toEqual({ error: 'path must be a path of this site, starting with a single /' })
    }
    const ok = await request.get('/next/preview?path=/find-a-dealer/', { headers, maxRedirects: 0 })
    expect(ok.status()).toBe(307)
    expect(ok.headers().location).toBe('/find-a-dealer/')
  })

  test('lead intake: the consent IP is the connection, not a client-sent X-Forwarded-For; other sites and non-JSON are refused', async ({ request, baseURL }) => {
    const email = `xff-${Date.now()}@example.com`
    const lead = {
      kind: 'CONTACT_DEALER',
      companyId: 900001,
      source: 'asa-dealer-contact',
      firstName: 'Pat',
      lastName: 'Homeowner',
      email,
      phone: '(555) 555-0123',
      addressLine1: '123 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75001',
      consent: { version: 'lead-consent-v1', text: 'whatever the client says' },
    }
    const crossSite = await request.post('/api/leads', { data: lead, headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status()).toBe(403)
    const textPlain = await request.post('/api/leads', { data: JSON.stringify(lead), headers: { 'Content-Type': 'text/plain' } })
    expect(textPlain.status()).toBe(415)

    const accepted = await request.post('/api/leads', { data: lead, headers: { 'X-Forwarded-For': '203.0.113.77', Origin: baseURL ?? '' } })
    expect(accepted.status()).toBe(201)
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const found = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
    const [stored] = ((await found.json()) as { docs: { consent?: { ip?: string; text?: string } }[] }).docs
    expect(stored?.consent?.ip).toMatch(/^(127\.0\.0\.1|::1)$/)
    expect(stored?.consent?.text).toContain('By submitting this form')
  })
})

/** Issue 24: a third probe from outside. */
test.describe('security (issue 24)', () => {
  test('sign-in limits hold whatever the URL spelling or body: 11 wrong passwords from one client, the 11th is 429', async ({ playwright }) => {
    test.setTimeout(180_000)
    // A server of its own (its limit counters are its own) behind one trusted proxy, so each
    // spelling can come from its own client address.
    const port = await freePort()
    const server = startServer({ TRUST_PROXY_HOPS: '1' }, port)
    const api = await playwright.request.newContext({ baseURL: `http://localhost:${port}` })
    try {
      await expect.poll(async () => (await api.get('/api/health').catch(() => null))?.status(), { timeout: 90_000 }).toBe(200)
      const spellings: { path: string; multipart?: boolean }[] = [
        { path: '/api/users/login' },
        { path: '/api/users/login', multipart: true },
        { path: '/api/users/%6cogin' },
        { path: '/api/%75sers/login', multipart: true },
        { path: '/api/users/login/' },
        { path: '/api/users/%6C%6F%67%69%6E/' },
      ]
      for (const [i, { path: url, multipart }] of spellings.entries()) {
        const headers = { 'X-Forwarded-For': `203.0.113.${100 + i}` }
        const credentials = { email: `nobody-${i}-${Date.now()}@example.com`, password: 'wrong-password' }
        const statuses: number[] = []
        for (let attempt = 0; attempt < 11; attempt++) {
          const response = multipart
            ? await api.post(url, { headers, multipart: { _payload: JSON.stringify(credentials) } })
            : await api.post(url, { headers, data: credentials })
          statuses.push(response.status())
        }
        expect(statuses, url).toEqual([...Array(10).fill(401), 429])
      }
    } finally {
      await api.dispose()
      stopServer(server.child)
    }
  })

  test('the draft-mode cookie alone shows the published page; drafts need a signed-in editor', async ({ request, browser, baseURL }) => {
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const slug = `draft-probe-${Date.now()}`
    const created = await request.post('/api/pages', { headers: auth, data: { title: 'Published draft probe', slug, _status: 'published', layout: [] } })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, { headers: auth, data: { title: 'Unreleased draft probe', _status: 'draft' } })
    expect(draft.ok()).toBe(true)

    const preview = await request.get(`/next/preview?path=/${slug}/`, { headers: auth, maxRedirects: 0 })
    expect(preview.status()).toBe(307)
    const bypass = preview.headers()['set-cookie']?.match(/__prerender_bypass=([^;]+)/)?.[1]
    expect(bypass, 'the draft-mode cookie').toBeTruthy()

    // A browser holding a copy of the draft-mode cookie, and nothing else.
    const context = await browser.newContext({ baseURL })
    try {
      await context.addCookies([{ name: '__prerender_bypass', value: bypass!, url: baseURL! }])
      const page = await context.newPage()
      await page.goto(`/${slug}/`)
      await expect(page).toHaveTitle('Published draft probe')
      expect(await page.content()).not.toContain('Unreleased draft probe')
      // Signed in as the editor (the admin's session cookie), the same browser previews the draft.
      await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto(`/${slug}/`)
      await expect(page).toHaveTitle('Unreleased draft probe')
    } finally {
      await context.close()
    }
  })

  test('the running-experiments list leaves out an experiment that has not started; the running sample stays', async ({ request }) => {
    const auth = { Authorization: `JWT ${await adminToken(request)}` }
    const page = ((await (await request.get('/api/pages?where[slug][equals]=find-a-dealer&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }).docs[0]
    const asset = ((await (await request.get('/api/reusable-blocks?limit=1&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }).docs[0]
    expect(page && asset).toBeTruthy()
    const key = `not-yet-${Date.now()}`
    const created = await request.post('/api/experiments', {
      headers: auth,
      data: {
        name: 'Launches next week (test)',
        key,
        status: 'running',
        startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        pages: [page!.id],
        variants: [
          { key: 'control', weight: 50, asset: asset!.id },
          { key: 'launch', weight: 50, asset: asset!.id },
        ],
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const list = await request.get('/api/experiments/active')
      expect(list.status()).toBe(200)
      const text = await list.text()
      expect(text).not.toContain(key)
      expect(((JSON.parse(text) as { experiments: { key: string }[] }).experiments).map((e) => e.key)).toContain('estimate-offer')
      // Reusable blocks (experiment variants among them) are not readable by visitors.
      expect((await request.get(`/api/reusable-blocks/${asset!.id}`)).status()).toBe(403)
    } finally {
      await request.delete(`/api/experiments/${doc.id}`, { headers: auth })
    }
  })

  test('uploads are served under their own policy: no script, a sandbox, SVG as an attachment', async ({ request }) => {
    const auth = { Authorization: `JWT ${await adminToken(request)}` }
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>'
    const uploaded = await request.post('/api/media', {
      headers: auth,
      multipart: { file: { name: `probe-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) }, _payload: JSON.stringify({ alt: 'Red square (test)' }) },
    })
    expect(uploaded.ok(), await uploaded.text()).toBe(true)
    const { doc } = (await uploaded.json()) as { doc: { id: number; url: string; filename: string } }
    try {
      const served = await request.get(doc.url)
      expect(served.status()).toBe(200)
      const policy = served.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("script-src 'none'")
      // Only this policy: not also the pages' (which allows inline script).
      expect(policy).not.toContain("script-src 'self'")
      expect(policy).toMatch(/(^|; )sandbox($|;)/)
      expect(served.headers()['content-disposition']).toBe('attachment')
      // Other spellings of the same file get no page policy either, and still download.
      const name = encodeURIComponent(doc.filename)
      for (const url of [`/api/media/%66ile/${name}`, `/api/%6dedia/file/${name}`]) {
        const other = await request.get(url)
        expect(other.status(), url).toBe(200)
        expect(other.headers()['content-security-policy'], url).not.toContain("script-src 'self'")
        expect(other.headers()['content-disposition'], url).toBe('attachment')
      }
      // Pages keep theirs.
      expect((await request.get('/find-a-dealer/')).headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'")
    } finally {
      await request.delete(`/api/media/${doc.id}`, { headers: auth })
    }
  })
})
