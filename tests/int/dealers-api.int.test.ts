import { beforeAll, describe, expect, it } from 'vitest'
import { GET as lookupGET } from '@/app/api/dealers/lookup/route'
import { GET as locationsGET, OPTIONS as locationsOPTIONS } from '@/app/api/dealers/locations/route'
import { GET as locateGET } from '@/app/api/trb-info/dealers/locate/route'
import { dealerSearchResponseSchema, dealerSchema } from '@/domain/dealers/dealerSchema'
import { seedSampleDealers } from '@/seed/dealers'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }
const call = (handler: (r: Request) => Promise<Response>, path: string) => handler(new Request(`http://localhost:3000${path}`))
const search = (zipcode: string, handler = locationsGET) =>
  call(handler, `/api/dealers/locations?brand=AS&zipcode=${encodeURIComponent(zipcode)}&url=${encodeURIComponent('http://localhost:3000/find-a-dealer/')}`)

describe(`dealer search API (${adapterName()})`, () => {
  beforeAll(async () => {
    const payload = await testPayload()
    await seedSampleDealers(payload, { created: [], kept: [] })
  })

  it.each([
    ['10001', 'NY', '10001'],
    ['90210', 'CA', '90210'],
    ['60601', 'IL', '60601'],
    ['00601', 'PR', '00601'],
    ['M5V 3L9', 'ON', 'M5V 3L9'],
    ['m5v-3l9', 'ON', 'M5V 3L9'],
    ['Austin, TX', 'TX', undefined],
    ['Toronto', 'ON', undefined],
  ])('"%s" returns dealers with city and state filled', async (input, state, zipcode) => {
    const response = await search(input)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
    expect(response.headers.get('access-control-allow-origin')).toBe(process.env.SITE_URL ?? 'http://localhost:3000')
    const body = dealerSearchResponseSchema.parse(await response.json())
    expect(body.state).toBe(state)
    expect(body.city).not.toBe('')
    if (zipcode) expect(body.zipcode).toBe(zipcode)
    expect(body.count).toBeGreaterThan(0)
    expect(body.count).toBe(body.dealers.length)
    expect(body.randomizeBuckets).toEqual([3])
    for (const dealer of body.dealers) {
      expect(dealer.data.city).toBeTruthy()
      expect(dealer.data.state).toBeTruthy()
      expect(dealer.data.name).toBeTruthy()
      expect(['servicedPostalCode', 'radius']).toContain(dealer.searchInfo.kind)
    }
    // Buckets never go backwards: the ranking the spec asks for reaches the caller intact.
    const buckets = body.dealers.map((d) => d.searchInfo.bucket)
    expect([...buckets].sort((a, b) => a - b)).toEqual(buckets)
  })

  it('names the searched place so cards can show a distance in the searched country\'s unit', async () => {
    const us = dealerSearchResponseSchema.parse(await (await search('10001')).json())
    expect(us.origin).toMatchObject({ country: 'US' })
    expect(us.origin?.lat).toBeCloseTo(40.75, 1)
    expect(us.origin?.lon).toBeCloseTo(-74.0, 1)
    const ca = dealerSearchResponseSchema.parse(await (await search('Toronto')).json())
    expect(ca.origin).toMatchObject({ country: 'CA' })
    // A well-formed code our geodata does not know has no origin (and no dealers).
    const unknown = dealerSearchResponseSchema.parse(await (await search('00000')).json())
    expect(unknown.origin).toBeUndefined()
  })

  it('answers the info-mode path with the same response', async () => {
    const a = await (await search('60601')).json()
    const b = await (await search('60601', locateGET)).json()
    expect(b).toEqual(a)
  })

  it.each([
    ['1234', /Invalid zipcode/],
    ['ABCDE', /No US or Canadian place matches "ABCDE"/],
    ['123456', /Invalid zipcode/],
    ['M5V', /Invalid zipcode/],
    ['', /Missing required parameter: zipcode/],
  ])('"%s" answers 400 with a message', async (input, message) => {
    const response = await search(input)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string }
    expect(body.error).toMatch(message)
  })

  it('answers 400 when zipcode is missing altogether, and for an ambiguous city lists the candidates', async () => {
    const missing = await call(locationsGET, '/api/dealers/locations?brand=AS')
    expect(missing.status).toBe(400)
    expect((await missing.json()).error).toMatch(/zipcode/)

    const ambiguous = await search('Springfield')
    expect(ambiguous.status).toBe(400)
    const body = (await ambiguous.json()) as { error: string; candidates: { city: string; state: string }[] }
    expect(body.error).toMatch(/add the state or province/)
    expect(body.candidates.map((c) => c.state)).toEqual(expect.arrayContaining(['IL', 'MO', 'MA']))
  })

  it('answers a well-formed but unknown ZIP with 0 dealers, and a place without dealers with nearby suggestions', async () => {
    const unknown = await search('00000')
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toMatchObject({ zipcode: '00000', count: 0, dealers: [] })
  })

  it('finds a dealer created after the index was built, and forgets it when it is deactivated', async () => {
    const payload = await testPayload()
    await search('10001') // index built
    const created = await payload.create({
      collection: 'dealers',
      context: ctx,
      data: {
        data: { companyID: 7_100_001, name: 'Test Far North Heating', city: 'Utqiagvik', state: 'AK', zipcode: '99723', country: 'US', dealerType: 'CC' },
        location: { lat: 71.29, lon: -156.79 },
        serviceArea: { radiusMiles: 20, servicedPostalCodes: ['99723'] },
      },
    })
    const found = dealerSearchResponseSchema.parse(await (await search('99723')).json())
    expect(found.dealers.map((d) => d.data.companyID)).toContain(7_100_001)
    expect(found.dealers.find((d) => d.data.companyID === 7_100_001)?.searchInfo).toEqual({ kind: 'servicedPostalCode', bucket: 1 })

    await payload.update({ collection: 'dealers', id: created.id, data: { active: false }, context: ctx })
    const after = dealerSearchResponseSchema.parse(await (await search('99723')).json())
    expect(after.dealers.map((d) => d.data.companyID)).not.toContain(7_100_001)
    const lookup = await call(lookupGET, '/api/dealers/lookup?cid=7100001')
    expect(lookup.status).toBe(404)
  })

  it('looks a dealer up by company ID, and answers 404 / 400 JSON otherwise', async () => {
    const payload = await testPayload()
    const sample = await payload.find({ collection: 'dealers', where: { sample: { equals: true }, active: { equals: true } }, limit: 1, depth: 0, sort: 'data.companyID' })
    const cid = sample.docs[0]?.data.companyID as number
    const ok = await call(lookupGET, `/api/dealers/lookup?cid=${cid}`)
    expect(ok.status).toBe(200)
    const dealer = dealerSchema.parse(await ok.json())
    expect(dealer.data.companyID).toBe(cid)
    expect(dealer.searchInfo.kind).toBe('lookup')

    const missing = await call(lookupGET, '/api/dealers/lookup?cid=999999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'No dealer with company ID 999999999' })
    for (const bad of ['', 'abc', '-3', '1.5']) {
      const response = await call(lookupGET, `/api/dealers/lookup?cid=${bad}`)
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatch(/cid/)
    }
    expect((await call(lookupGET, '/api/dealers/lookup')).status).toBe(400)
  })

  it('answers the CORS preflight for the site origin', async () => {
    const response = locationsOPTIONS()
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('keeps the raw Payload REST collection closed to visitors', async () => {
    const payload = await testPayload()
    await expect(payload.find({ collection: 'dealers', overrideAccess: false, limit: 1 })).rejects.toThrow()
    await expect(payload.find({ collection: 'reviews', overrideAccess: false, limit: 1 })).rejects.toThrow()
  })
})
