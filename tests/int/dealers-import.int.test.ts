import { describe, expect, it } from 'vitest'
import { POST as importPOST } from '@/app/api/dealer-import/route'
import { GET as lookupGET } from '@/app/api/dealers/lookup/route'
import { exportDealersCsv } from '@/server/dealers/exportDealers'
import { lookupDealer, readDealer } from '@/server/dealers/findDealers'
import { importDealers } from '@/server/dealers/importDealers'
import { adapterName, testPayload } from './support/payload'

const HEADER = 'data.companyID,data.name,data.city,data.state,data.zipcode,data.dealerType,data.emergencyService,location.lat,location.lon,serviceArea.radiusMiles,serviceArea.servicedPostalCodes,metaData.average_rating'
const row = (id: number, name: string, extra = 'CC,Y,30.2672,-97.7431,40,78701;78702,4.8') => `${id},${name},Austin,TX,78701,${extra}`

const byCompanyId = async (companyID: number) => {
  const payload = await testPayload()
  const found = await payload.find({ collection: 'dealers', where: { 'data.companyID': { equals: companyID } }, depth: 0, limit: 1 })
  return found.docs[0]
}

describe(`dealer import and export (${adapterName()})`, () => {
  it('imports a good CSV file, then updates the same dealers by companyID', async () => {
    const payload = await testPayload()
    const csv = [HEADER, row(7_300_001, 'Test Import One'), row(7_300_002, '"Test Import Two, LLC"')].join('\n')
    const report = await importDealers(payload, csv, 'dealers.csv')
    expect(report).toMatchObject({ ok: true, format: 'csv', rows: 2, created: 2, updated: 0, rejected: [] })

    const one = await byCompanyId(7_300_001)
    expect(one?.data).toMatchObject({ name: 'Test Import One', city: 'Austin', state: 'TX', country: 'US', dealerType: 'CC', emergencyService: true })
    expect(one?.serviceArea).toMatchObject({ radiusMiles: 40, servicedPostalCodes: ['78701', '78702'] })
    expect(one?.metaData).toMatchObject({ dealer_url: '/dealers/test-import-one-austin-tx-7300001/', average_rating: 0, total_review_count: 0 })
    expect((await byCompanyId(7_300_002))?.data.name).toBe('Test Import Two, LLC')

    const again = await importDealers(payload, [HEADER, row(7_300_001, 'Test Import One Renamed')].join('\n'), 'dealers.csv')
    expect(again).toMatchObject({ ok: true, created: 0, updated: 1 })
    const renamed = await byCompanyId(7_300_001)
    expect(renamed?.data.name).toBe('Test Import One Renamed')
    expect(renamed?.metaData?.dealer_url).toBe('/dealers/test-import-one-renamed-austin-tx-7300001/')

    // The public API serves the imported dealer at once.
    const lookup = await lookupGET(new Request('http://localhost:3000/api/dealers/lookup?cid=7300001'))
    expect((await lookup.json()).data.name).toBe('Test Import One Renamed')
  })

  it('reports bad rows with line and reason and imports the good ones', async () => {
    const payload = await testPayload()
    const csv = [
      HEADER,
      row(7_300_011, 'Test Good Row'),
      row(7_300_012, 'Test Bad State').replace(',TX,', ',ZZ,'),
      `7300013,Test Bad Zip,Austin,TX,ABC,CC,Y,30.2,-97.7,40,,`,
      `7300014,Test Bad Lat,Austin,TX,78701,CC,Y,north,-97.7,40,,`,
      `7300015,Test Bad Flag,Austin,TX,78701,CC,maybe,30.2,-97.7,40,,`,
      row(7_300_011, 'Test Duplicate'),
      `7300016,Test Short Row`,
    ].join('\n')
    const report = await importDealers(payload, csv, 'dealers.csv')
    expect(report.ok).toBe(true)
    expect(report.created).toBe(1)
    expect(report.rejected.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 8])
    const reasons = Object.fromEntries(report.rejected.map((r) => [r.line, r.reason]))
    expect(reasons[3]).toMatch(/state must be a two-letter/)
    expect(reasons[4]).toMatch(/zipcode.*not a US ZIP code/)
    expect(reasons[5]).toMatch(/location.lat must be a number/)
    expect(reasons[6]).toMatch(/emergencyService must be true\/false/)
    expect(reasons[7]).toMatch(/duplicate companyID 7300011 \(first on line 2\)/)
    expect(reasons[8]).toMatch(/expected 12 values/)
    expect(await byCompanyId(7_300_011)).toBeDefined()
    expect(await byCompanyId(7_300_012)).toBeUndefined()
  })

  it('refuses a bad file and changes nothing', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'dealers' })
    for (const [content, name, message] of [
      ['name,city\nX,Y\n', 'x.csv', /Unknown column|Missing required/],
      ['data.companyID,data.name,wat\n1,X,2\n', 'x.csv', /Unknown column\(s\): wat/],
      ['data.companyID,data.name\n1,X\n', 'x.csv', /Missing required column\(s\): location.lat, location.lon/],
      ['data.companyID,"data.name\n1,X', 'x.csv', /not valid CSV/],
      ['[{"data": {', 'x.json', /not valid JSON/],
      ['{"hello": 1}', 'x.json', /Expected a JSON array/],
      ['', 'x.csv', /empty/],
    ] as const) {
      const report = await importDealers(payload, content, name)
      expect(report.ok).toBe(false)
      expect(report.error).toMatch(message)
    }
    expect((await payload.count({ collection: 'dealers' })).totalDocs).toBe(before.totalDocs)
  })

  it('rolls back every row when writing fails part-way', async () => {
    const payload = await testPayload()
    const json = JSON.stringify({
      dealers: [
        { data: { companyID: 7_300_001, name: 'Test Import One Changed', city: 'Austin', state: 'TX', zipcode: '78701' }, location: { lat: 30.2, lon: -97.7 } },
        { data: { companyID: 7_300_021, name: 'Test Rollback A', city: 'Austin', state: 'TX', zipcode: '78701' }, location: { lat: 30.2, lon: -97.7 } },
        { data: { companyID: 7_300_022, name: 'Test Rollback B', city: 'Austin', state: 'TX', zipcode: '78701' }, location: { lat: 30.2, lon: -97.7 } },
      ],
    })
    const report = await importDealers(payload, json, 'x.json', {
      beforeRow: (line) => {
        if (line === 3) throw new Error('disk full')
      },
    })
    expect(report.ok).toBe(false)
    expect(report.error).toBe('Import stopped at line 3 and nothing was changed: disk full')
    expect((await byCompanyId(7_300_001))?.data.name).toBe('Test Import One Renamed')
    expect(await byCompanyId(7_300_021)).toBeUndefined()

    const scored = await importDealers(payload, JSON.stringify([{ data: { companyID: 7_300_023, name: 'Test Score', city: 'Austin', state: 'TX', zipcode: '78701', score: -1 }, location: { lat: 30.2, lon: -97.7 } }]), 'x.json')
    expect(scored.rejected).toEqual([{ line: 1, companyID: 7_300_023, reason: expect.stringMatching(/score/) }])
  })

  it('exports CSV that imports back unchanged', async () => {
    const payload = await testPayload()
    const { csv, count } = await exportDealersCsv(payload)
    expect(count).toBeGreaterThan(0)
    const lines = csv.trim().split('\n')
    const mine = lines.filter((l) => l.startsWith('7300001,') || l.startsWith('7300002,'))
    expect(mine).toHaveLength(2)
    const report = await importDealers(payload, [lines[0], ...mine].join('\n'), 'export.csv')
    expect(report).toMatchObject({ ok: true, created: 0, updated: 2, rejected: [] })
    expect((await byCompanyId(7_300_002))?.serviceArea?.servicedPostalCodes).toEqual(['78701', '78702'])
  })

  it('offers the import to admins only through POST /api/dealer-import', async () => {
    const anonymous = await importPOST(new Request('http://localhost:3000/api/dealer-import', { method: 'POST', body: `${HEADER}\n${row(7_300_031, 'Test Anon')}` }))
    expect(anonymous.status).toBe(401)
    expect(await byCompanyId(7_300_031)).toBeUndefined()

    const payload = await testPayload()
    const email = `import-admin-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'import-password-1' }, context: { disableRevalidate: true } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'import-password-1' } })
    const response = await importPOST(
      new Request('http://localhost:3000/api/dealer-import', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'text/csv' },
        body: `${HEADER}\n${row(7_300_031, 'Test Admin Import')}\n7300032,Bad`,
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true, created: 1, rejected: [{ line: 3 }] })

    const refused = await importPOST(
      new Request('http://localhost:3000/api/dealer-import', { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: 'nope,nope\n1,2' }),
    )
    expect(refused.status).toBe(422)
    expect((await refused.json()).error).toMatch(/Unknown column/)
  })

  it('keeps hours in one form: an editor writes "8am to 6pm", the profile reads "8:00 AM - 6:00 PM" at once; unreadable hours are refused', async () => {
    const payload = await testPayload()
    await importDealers(payload, [HEADER, row(7_300_050, 'Test Hours Heating')].join('\n'), 'dealers.csv')
    const doc = (await byCompanyId(7_300_050))!
    // The search index was built before this change; the profile's own read does not wait for it.
    expect((await lookupDealer(payload, 7_300_050))?.data.name).toBe('Test Hours Heating')
    await payload.update({ collection: 'dealers', id: doc.id, data: { data: { ...doc.data, dealerInfo: { data: { weekHours: { mon: '8am to 6pm', sat: 'closed' } } } } }, overrideAccess: true })
    const profile = await readDealer(payload, 7_300_050)
    expect(profile?.data.dealerInfo?.data?.weekHours).toMatchObject({ mon: '8:00 AM - 6:00 PM', sat: 'Closed' })

    await expect(
      payload.update({ collection: 'dealers', id: doc.id, data: { data: { ...doc.data, dealerInfo: { data: { weekHours: { tue: 'mornings' } } } } }, overrideAccess: true }),
    ).rejects.toThrow(/Tuesday/)
    expect((await readDealer(payload, 7_300_050))?.data.dealerInfo?.data?.weekHours?.mon).toBe('8:00 AM - 6:00 PM')
  })
})
