import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { ADMIN } from './support'

/** Issue 18: what an attacker probing the production server from outside sees. */
const distDir = process.env.NEXT_DIST_DIR || '.next'

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

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
