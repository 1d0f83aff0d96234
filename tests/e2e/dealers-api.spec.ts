import { expect, test } from '@playwright/test'

// The public dealer API on a production build: our static route handlers must win over
// Payload's REST catch-all (/api/[...slug]) even though the collections are called
// "dealers" and "reviews", and Payload's own REST endpoints for them must stay admin-only.

test('GET /api/dealers/locations answers the dealer search response, cacheable and CORS-enabled', async ({ request, baseURL }) => {
  const response = await request.get('/api/dealers/locations?brand=AS&zipcode=10001&url=%2Ffind-a-dealer%2F')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/)
  expect(response.headers()['access-control-allow-origin']).toBe(baseURL?.replace(/\/$/, ''))
  const body = await response.json()
  expect(body).toMatchObject({ zipcode: '10001', city: expect.any(String), state: 'NY', randomizeBuckets: [3] })
  expect(body.count).toBeGreaterThan(0)
  expect(body.dealers[0]).toMatchObject({ data: { companyID: expect.any(Number), city: expect.any(String) }, searchInfo: { kind: expect.any(String) } })

  const info = await request.get('/api/trb-info/dealers/locate?brand=AS&zipcode=M5V%203L9')
  expect(info.status()).toBe(200)
  expect(await info.json()).toMatchObject({ zipcode: 'M5V 3L9', state: 'ON' })
})

test('bad input answers 400 JSON with a message', async ({ request }) => {
  for (const zipcode of ['1234', 'ABCDE']) {
    const response = await request.get(`/api/dealers/locations?brand=AS&zipcode=${zipcode}`)
    expect(response.status()).toBe(400)
    expect((await response.json()).error).toEqual(expect.any(String))
  }
})

test('lookup and reviews route to our handlers, with JSON 404s', async ({ request }) => {
  const search = await (await request.get('/api/dealers/locations?zipcode=60601')).json()
  const cid = search.dealers[0].data.companyID as number
  const lookup = await request.get(`/api/dealers/lookup?cid=${cid}`)
  expect(lookup.status()).toBe(200)
  expect(await lookup.json()).toMatchObject({ data: { companyID: cid }, searchInfo: { kind: 'lookup' } })

  const missing = await request.get('/api/dealers/lookup?cid=999999999')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ error: 'No dealer with company ID 999999999' })

  const reviews = await request.get(`/api/reviews/dealers/retrieve-reviews/${cid}?page=1&pageAmount=10`)
  expect(reviews.status()).toBe(200)
  expect(await reviews.json()).toMatchObject({ page: 1, pageAmount: 10, total: expect.any(Number), reviews: expect.any(Array) })
})

test("Payload's REST collections stay closed to visitors, and the import needs an admin", async ({ request }) => {
  for (const path of ['/api/dealers', '/api/dealers/1', '/api/reviews']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(403)
  }
  const upload = await request.post('/api/dealer-import', { data: 'data.companyID,data.name,location.lat,location.lon\n1,X,1,1', headers: { 'Content-Type': 'text/csv' } })
  expect(upload.status()).toBe(401)
})
