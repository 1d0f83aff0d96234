import fc from 'fast-check'
import type { FlattenedField, Payload } from 'payload'
import { DELETE as payloadRestDelete, GET as payloadRestGet, PATCH as payloadRestPatch, POST as payloadRestPost } from '@/app/(payload)/api/[...slug]/route'
import { GET as leadsGet } from '@/app/api/leads/route'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILTER_IN_BLOCKS_MESSAGE, FILTER_TOO_LARGE_MESSAGE } from '@/domain/http/filterSize'
import { adapterName, testPayload } from './support/payload'

/** Payload's REST API as Next calls it: the catch-all route with the path segments. */
function rest(handler: typeof payloadRestGet, path: string, init: RequestInit = {}) {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  return handler(new Request(url, init), { params: Promise.resolve({ slug }) })
}

const errorsOf = async (response: Response) => ((await response.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)

let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  const credentials = { email: `rest-errors-${Date.now()}@example.com`, password: 'rest-errors-password-1' }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'REST errors' }, context: { disableRevalidate: true } })
  adminToken = (await payload.login({ collection: 'users', data: credentials })).token as string
})

const asAdmin = () => ({ headers: { authorization: `JWT ${adminToken}` } })

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

/** Paths a filter can name in a collection: its fields, and the fields of its groups, arrays and blocks. */
function filterPaths(payload: Payload, fields: readonly FlattenedField[], prefix = '', depth = 0): string[] {
  const paths: string[] = []
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    paths.push(path)
    if (depth >= 2) continue
    if ('flattenedFields' in field && field.flattenedFields) paths.push(...filterPaths(payload, field.flattenedFields, `${path}.`, depth + 1))
    if (field.type === 'blocks') {
      for (const block of field.blockReferences ?? field.blocks) {
        const config = typeof block === 'string' ? (payload.blocks as Partial<Record<string, (typeof payload.blocks)[keyof typeof payload.blocks]>>)[block] : block
        if (config) paths.push(...filterPaths(payload, config.flattenedFields, `${path}.`, depth + 1))
      }
    }
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') paths.push(`${path}.id`)
  }
  return [...new Set(['id', ...paths])]
}

const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects']

/** A where value as a URL would carry it: one value, a comma list, a bracketed list or a nested object. */
const filterValue = fc.oneof(
  fc.constantFrom('abc', '1,abc', 'notadate', '1,2,3', '', 'null', 'true', '0', '-1', '1.5', '1e400', '99999-01-01', '2026-01-31', '2026-01-31T12:00:00Z', 'draft', 'published', '-73.99,40.73,5000', '200,100', 'NaN', '%', "'; DROP TABLE pages; --"),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.array(fc.oneof(fc.integer().map(String), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 3 }).map((items) => ({ list: items })),
  fc.dictionary(fc.constantFrom('x', 'type', 'coordinates', '0'), fc.string({ maxLength: 8 }), { minKeys: 1, maxKeys: 2 }).map((object) => ({ object })),
)

function whereQuery(path: string, operator: string, value: unknown): string {
  const key = `where[${path}][${operator}]`
  const pair = (k: string, v: string) => `${k}=${encodeURIComponent(v)}`
  if (typeof value === 'string') return pair(key, value)
  const { list, object } = value as { list?: string[]; object?: Record<string, string> }
  if (list) return list.map((item, i) => pair(`${key}[${i}]`, item)).join('&')
  return Object.entries(object ?? {}).map(([k, v]) => pair(`${key}[${k}]`, v)).join('&')
}

describe(`Payload REST answers bad filter values with 400 and a message, on every collection (${adapterName()})`, () => {
  it('the values found by the outside probe', async () => {
    const cases: [string, string][] = [
      ['/api/media?where[id][in]=1,abc', 'The filter on id needs the number of a document, not "abc".'],
      ['/api/pages?where[createdAt][greater_than]=notadate', 'The filter on createdAt needs a date such as 2026-01-31 or 2026-01-31T12:00:00Z, not "notadate".'],
      ['/api/pages?where[title][near]=1,2,3', 'The near filter works on map points only; title is not one.'],
      ['/api/pages?where[_status][equals]=bogus', 'The filter on _status needs one of: draft, published; not "bogus".'],
    ]
    for (const [path, message] of cases) {
      const response = await rest(payloadRestGet, path)
      expect(response.status, path).toBe(400)
      expect(await errorsOf(response), path).toEqual([message])
    }
    // Found by the property test below: the word null on a select inside a list of rows reached
    // PostgreSQL's enum column as text (500).
    const nullTarget = await rest(payloadRestGet, '/api/leads?where[deliveries.target][equals]=null&limit=1', asAdmin())
    expect(nullTarget.status).toBe(400)
    expect(await errorsOf(nullTarget)).toEqual([
      expect.stringMatching(/^The filter on deliveries\.target needs one of: .+; for no value use deliveries\.target\[exists\]=false\.$/),
    ])
    // Found by the property test on PostgreSQL: the word null on a checkbox reached the boolean column as text (500).
    const nullSample = await rest(payloadRestGet, '/api/rebate-programs?where[sample][equals]=null&limit=1', asAdmin())
    expect(nullSample.status).toBe(400)
    expect(await errorsOf(nullSample)).toEqual(['The filter on sample needs true or false; for no value use sample[exists]=false.'])
    // Found by the property test on PostgreSQL: a LIKE pattern ending in a backslash (the escape character) was a 500.
    const backslash = await rest(payloadRestGet, '/api/leads?where[deliveries.id][not_like]=%5C&limit=1', asAdmin())
    expect(backslash.status).toBe(400)
    expect(await errorsOf(backslash)).toEqual(['The not_like filter on deliveries.id cannot end a word with a backslash (\\).'])
    // Good values of the same filters still answer.
    for (const path of ['/api/media?where[id][in]=1,2', '/api/pages?where[createdAt][greater_than]=2020-01-01', '/api/pages?where[_status][equals]=published', '/api/pages?where[title][like]=home', '/api/pages?where[title][not_like]=a%5C%5C']) {
      expect((await rest(payloadRestGet, path)).status, path).toBe(200)
    }
  })

  it('never answers 5xx to a filter, whatever the collection, field, operator and value (property-based)', async () => {
    const targets = payload.config.collections
      .filter((collection) => !collection.slug.startsWith('payload-'))
      .flatMap((collection) => filterPaths(payload, collection.flattenedFields).map((path) => ({ slug: collection.slug, path })))
    expect(targets.length).toBeGreaterThan(100)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.constantFrom(...OPERATORS), filterValue, fc.boolean(), async ({ slug, path }, operator, value, signedIn) => {
        const url = `/api/${slug}?${whereQuery(path, operator, value)}&depth=0&limit=1`
        const response = await rest(payloadRestGet, url, signedIn ? asAdmin() : {})
        expect(response.status, url).toBeLessThan(500)
        if (response.status === 400) expect((await errorsOf(response))[0], url).toMatch(/\w/)
      }),
      { numRuns: 1500 },
    )
  }, 240_000)

  it('pages and limits: a page number below 1 is 400', async () => {
    for (const page of ['0', '-5', 'abc']) {
      const response = await rest(payloadRestGet, `/api/pages?page=${page}`)
      expect(response.status, page).toBe(400)
      expect(await errorsOf(response)).toEqual(['The page parameter must be a whole number from 1.'])
    }
    expect((await rest(payloadRestGet, '/api/pages?page=2&limit=1')).status).toBe(200)
  })
})

/** A where of `n` conditions under one `or`, as bracket parameters. */
const orQuery = (n: number) => Array.from({ length: n }, (_, i) => `where[or][${i}][title][equals]=t${i}`).join('&')
/** `depth` levels of and/or around one condition, as bracket parameters. */
const nestedQuery = (depth: number) => `where${Array.from({ length: depth }, (_, i) => `[${i % 2 ? 'and' : 'or'}][0]`).join('')}[slug][equals]=home`
const overridden = (query: string, init: { headers?: Record<string, string> } = {}) =>
  rest(payloadRestPost, '/api/pages', {
    method: 'POST',
    body: query,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET', ...init.headers },
  })

describe(`a visitor's filter is bounded: one request cannot hold the server (${adapterName()})`, () => {
  it('25 conditions and 4 levels of and/or are answered; 26 and 5 are 400 with a message', async () => {
    expect((await rest(payloadRestGet, `/api/pages?${orQuery(25)}`)).status).toBe(200)
    expect((await rest(payloadRestGet, `/api/pages?${nestedQuery(4)}`)).status).toBe(200)
    for (const query of [orQuery(26), nestedQuery(5), `where=${encodeURIComponent(JSON.stringify({ or: Array.from({ length: 26 }, (_, i) => ({ title: { equals: `t${i}` } })) }))}`]) {
      const response = await rest(payloadRestGet, `/api/pages?${query}`)
      expect(response.status, query.slice(0, 60)).toBe(400)
      expect(await errorsOf(response)).toEqual([FILTER_TOO_LARGE_MESSAGE])
    }
  })

  it('1,000 conditions are a 400, not a database error', async () => {
    const response = await rest(payloadRestGet, `/api/pages?${orQuery(1000)}`)
    expect(response.status).toBe(400)
  })

  it('a query in a POST body (method override) is 400 for a visitor, whatever its size; an admin may send it', async () => {
    for (const query of [orQuery(26), nestedQuery(5), orQuery(1)]) {
      const response = await overridden(query)
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual(['A query in the request body is for signed-in users: send it in the address with GET.'])
    }
    const admin = await overridden(orQuery(26), asAdmin())
    expect(admin.status).toBe(200)
  })

  it('a request that only looks signed in is still bounded', async () => {
    const response = await rest(payloadRestGet, `/api/pages?${orQuery(26)}`, { headers: { cookie: 'payload-token=forged' } })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual([FILTER_TOO_LARGE_MESSAGE])
    expect((await overridden(orQuery(26), { headers: { authorization: 'JWT forged' } })).status).toBe(400)
  })

  it('a filter through a relationship into the related pages’ blocks is a 4xx, not a 500', async () => {
    for (const query of ['where[englishVersion.layout.blockType][equals]=faq', 'where[englishVersion.layout.title][like]=x', 'where[englishVersion.layout][exists]=true']) {
      const response = await rest(payloadRestGet, `/api/pages?${query}`)
      expect(response.status, query).toBeLessThan(500)
    }
  })

  it('a visitor may not filter inside page blocks (each such condition reads every page); an admin may', async () => {
    for (const query of ['where[layout.title][like]=comfort', 'where[or][0][slug][equals]=home&where[or][1][layout.blockType][equals]=faq', 'where[englishVersion.layout.title][like]=x']) {
      const response = await rest(payloadRestGet, `/api/pages?${query}`)
      expect(response.status, query).toBe(400)
      expect(await errorsOf(response)).toEqual([FILTER_IN_BLOCKS_MESSAGE])
    }
    const admin = await rest(payloadRestGet, '/api/pages?where[layout.title][like]=comfort&depth=0&limit=1', asAdmin())
    expect(admin.status).toBe(200)
  })
})
