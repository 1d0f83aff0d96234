import { DELETE as payloadRestDelete, GET as payloadRestGet, PATCH as payloadRestPatch } from '@/app/(payload)/api/[...slug]/route'
import { GET as leadsGet } from '@/app/api/leads/route'
import { beforeAll, describe, expect, it } from 'vitest'
import { adapterName, testPayload } from './support/payload'

/** Payload's REST API as Next calls it: the catch-all route with the path segments. */
function rest(handler: typeof payloadRestGet, path: string, init: RequestInit = {}) {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  return handler(new Request(url, init), { params: Promise.resolve({ slug }) })
}

const errorsOf = async (response: Response) => ((await response.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)

beforeAll(async () => {
  await testPayload()
})

describe(`Payload REST answers malformed input with 4xx, never 500 (${adapterName()})`, () => {
  it('a document id that is not a number is 404 Not Found (read, update, delete)', async () => {
    for (const [handler, init] of [
      [payloadRestGet, {}],
      [payloadRestPatch, { method: 'PATCH', body: '{}', headers: { 'content-type': 'application/json' } }],
      [payloadRestDelete, { method: 'DELETE' }],
    ] as const) {
      const response = await rest(handler, '/api/pages/abc', init)
      expect(response.status, init.method ?? 'GET').toBeLessThan(500)
    }
    const read = await rest(payloadRestGet, '/api/pages/abc')
    expect(read.status).toBe(404)
    expect(await errorsOf(read)).toEqual(['Not Found'])
    expect((await rest(payloadRestGet, '/api/pages/1.5')).status).toBe(404)
  })

  it('a where or data parameter that is not JSON is 400 with a message naming it', async () => {
    const pages = await rest(payloadRestGet, '/api/pages?where=x')
    expect(pages.status).toBe(400)
    expect(await errorsOf(pages)).toEqual(['The where parameter must be a JSON object or use brackets, e.g. where[field][equals]=value.'])
    const leads = await leadsGet(new Request('http://localhost/api/leads?where=x'))
    expect(leads.status).toBe(400)
    expect((await rest(payloadRestGet, '/api/pages?data=%7B')).status).toBe(400)
    // The forms that work keep working.
    expect((await rest(payloadRestGet, '/api/pages?where[slug][equals]=home')).status).toBe(200)
    expect((await rest(payloadRestGet, `/api/pages?where=${encodeURIComponent('{"slug":{"equals":"home"}}')}`)).status).toBe(200)
  })

  it('a NUL character in a media path is 400', async () => {
    const response = await rest(payloadRestGet, '/api/media/file/%00')
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual(['The address must not contain a NUL character (%00).'])
  })
})
