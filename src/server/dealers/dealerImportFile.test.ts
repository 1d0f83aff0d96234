import { describe, expect, it } from 'vitest'
import { dealersToCsv, detectFormat, parseDealerCsv, parseDealerJson } from './dealerImportFile'

const header = 'companyID,name,city,state,zipcode,lat,lon,emergencyService,servicedPostalCodes,whodis.assignedNumbers'

describe('dealer import files', () => {
  it('accepts short column names, provider flags, code lists and JSON cells', () => {
    const csv = `${header}\n1,"Cool Air, LLC",Toronto,on,M5V 3L9,43.64,-79.39,Y,M5V;M5W,"[{""numberType"":""tracking""}]"\n`
    const parsed = parseDealerCsv(csv)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.rejected).toEqual([])
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      row: {
        data: { companyID: 1, name: 'Cool Air, LLC', state: 'ON', country: 'CA', emergencyService: true },
        location: { lat: 43.64, lon: -79.39 },
        serviceArea: { servicedPostalCodes: ['M5V', 'M5W'] },
        whodis: { assignedNumbers: [{ numberType: 'tracking' }] },
      },
    })
  })

  it('rejects rows with the line of the record and the reason', () => {
    const csv = [header, '1,A,Austin,TX,78701,30.2,-97.7,,,', '2,B,Austin,TX,78701,95,-97.7,,,', '3,C,,TX,78701,30.2,-97.7,,,', '4,D,Austin,TX,78701,30.2,-97.7,,,[oops'].join('\n')
    const parsed = parseDealerCsv(csv)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.rows.map((r) => r.line)).toEqual([2])
    expect(parsed.rejected).toEqual([
      { line: 3, companyID: 2, reason: expect.stringMatching(/location.lat/) },
      { line: 4, companyID: 3, reason: 'city is required' },
      { line: 5, companyID: 4, reason: expect.stringMatching(/assignedNumbers must be JSON/) },
    ])
  })

  it('stores hours in the one form the profile lists, and names the row of hours it cannot read', () => {
    const csv = ['companyID,name,city,state,zipcode,lat,lon,mon,sat', '1,A,Austin,TX,78701,30.2,-97.7,8am to 6pm,closed', '2,B,Austin,TX,78701,30.2,-97.7,mornings,'].join('\n')
    const parsed = parseDealerCsv(csv)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.rows[0]?.row.data.dealerInfo?.data?.weekHours).toEqual({ mon: '8:00 AM - 6:00 PM', sat: 'Closed' })
    expect(parsed.rejected).toEqual([{ line: 3, companyID: 2, reason: expect.stringContaining('“mornings” is not a time range we can read') }])
  })

  it('refuses files it cannot read as a whole', () => {
    expect(parseDealerCsv('')).toMatchObject({ ok: false })
    expect(parseDealerCsv('companyID,name,lat,lon\n')).toEqual({ ok: false, error: 'The file has a header but no dealers' })
    expect(parseDealerCsv('companyID,name,lat,lon,lat\n1,a,1,1,1')).toMatchObject({ ok: false, error: expect.stringMatching(/appears twice/) })
    expect(parseDealerJson('[]')).toEqual({ ok: false, error: 'The file has no dealers' })
  })

  it('guards exported cells against spreadsheet formulas and reads them back', () => {
    const dealer = { data: { companyID: 7, name: '=HYPERLINK("http://x","click")', city: 'Austin', state: 'TX', zipcode: '78701' }, location: { lat: 30.27, lon: -97.74 } }
    const csv = dealersToCsv([dealer])
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""click"")"`)
    expect(csv).toContain("'-97.74")
    const parsed = parseDealerCsv(csv)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.rows[0]?.row).toMatchObject({ data: { name: '=HYPERLINK("http://x","click")' }, location: { lat: 30.27, lon: -97.74 } })
  })

  it('writes CSV that reads back to the same values', () => {
    const dealer = {
      data: { companyID: 9, name: 'Quote "Heating", Inc', city: 'Austin', state: 'TX', zipcode: '78701', nateCertified: false, charterMemberDate: '1999-04-02T00:00:00.000Z' },
      location: { lat: 30.27, lon: -97.74 },
      serviceArea: { radiusMiles: 25, servicedPostalCodes: ['78701', '78702'] },
      active: true,
    }
    const parsed = parseDealerCsv(dealersToCsv([dealer]))
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.rows[0]?.row).toMatchObject({
      data: { companyID: 9, name: 'Quote "Heating", Inc', nateCertified: false, charterMemberDate: '1999-04-02' },
      serviceArea: { radiusMiles: 25, servicedPostalCodes: ['78701', '78702'] },
      active: true,
    })
  })

  it('detects the format from the name or the content', () => {
    expect(detectFormat('a.JSON', 'x')).toBe('json')
    expect(detectFormat(undefined, ' [{}]')).toBe('json')
    expect(detectFormat(undefined, 'companyID,name')).toBe('csv')
  })
})
