import { beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/rebate-import/route'
import { importRebateCsv } from '@/server/rebates/importRebates'
import { productRebateDetails } from '@/server/rebates/productRebateDetails'
import { seedSampleRebates } from '@/seed/rebates'
import { adapterName, testPayload } from './support/payload'

const HEADER =
  'offer_id,program_id,program_name,program_url,authority,authority_name,authority_kind,status,items,payment_methods,amount_type,amount_number,amount_unit,amount_maximum,amount_label,currency,country,states,zip_prefixes,start_date,end_date,exclusive_group,source_url,last_verified,sample'

const row = (cells: Record<string, string>) => {
  const defaults: Record<string, string> = {
    offer_id: '',
    program_id: 'austin-energy-heat-pump',
    program_name: 'Austin Energy Heat Pump Rebate (import test)',
    program_url: 'https://austinenergy.com/',
    authority: 'austin-energy',
    authority_name: 'Austin Energy',
    authority_kind: 'utility',
    status: 'active',
    items: 'ducted_heat_pump',
    payment_methods: 'rebate',
    amount_type: 'dollar_amount',
    amount_number: '1500',
    amount_unit: '',
    amount_maximum: '',
    amount_label: 'Up to $1,500',
    currency: 'USD',
    country: 'US',
    states: 'TX',
    zip_prefixes: '787',
    start_date: '2026-01-01',
    end_date: '2026',
    exclusive_group: '',
    source_url: 'https://austinenergy.com/',
    last_verified: '2026-11-01',
    sample: 'true',
  }
  const merged = { ...defaults, ...cells }
  return HEADER.split(',')
    .map((column) => {
      const value = merged[column] ?? ''
      return /[",;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
    })
    .join(',')
}

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n')

const count = async () => {
  const payload = await testPayload()
  const total = async (collection: 'rebate-authorities' | 'rebate-programs' | 'rebate-offers') =>
    (await payload.count({ collection })).totalDocs
  return { authorities: await total('rebate-authorities'), programs: await total('rebate-programs'), offers: await total('rebate-offers') }
}

const austin = async () => {
  const payload = await testPayload()
  const outcome = await productRebateDetails(payload, { brand: 'AS', zip: '78701', brandCode: 'AS', today: '2026-11-21' })
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.body
}

describe(`rebate CSV import (${adapterName()})`, () => {
  beforeAll(async () => {
    const payload = await testPayload()
    await seedSampleRebates(payload, { created: [], kept: [] })
  })

  it('a file with one bad row changes nothing and reports every reason by line', async () => {
    const payload = await testPayload()
    const before = await count()
    const report = await importRebateCsv(
      payload,
      csv(
        row({ offer_id: 'austin-ducted' }),
        row({ offer_id: 'austin-bad', amount_type: 'dollars_per_unit', currency: 'CAD', last_verified: '2026-13-01' }),
        row({ offer_id: 'austin-unknown-authority', program_id: 'nobody-program', authority: 'nobody', authority_name: '', authority_kind: '' }),
      ),
    )
    expect(report.ok).toBe(false)
    expect(report.rows).toBe(3)
    expect(report.rejected.map((r) => r.line)).toEqual([3, 4])
    expect(report.rejected[0]?.reason).toMatch(/last_verified: must be a date/)
    expect(report.rejected[0]?.reason).toMatch(/amount_unit: is required for dollars_per_unit/)
    expect(report.rejected[0]?.reason).toMatch(/currency: must be USD for country US/)
    expect(report.rejected[1]?.reason).toMatch(/authority: unknown authority nobody/)
    expect(report.error).toMatch(/2 of 3 rows rejected; nothing was imported/)
    expect(await count()).toEqual(before)
    expect((await austin()).productRebateDetails[0]?.maxRebate.amount).toBe(1300)
  })

  it('a file that is not CSV is refused as a whole', async () => {
    const payload = await testPayload()
    const report = await importRebateCsv(payload, `${HEADER}\n"unterminated,quote`)
    expect(report.ok).toBe(false)
    expect(report.error).toMatch(/not valid CSV/)
  })

  it('a good file creates the authority, program and offers; a re-import updates them; lookups see it at once', async () => {
    const payload = await testPayload()
    const before = await count()
    const first = await importRebateCsv(
      payload,
      csv(row({ offer_id: 'austin-ducted' }), row({ offer_id: 'austin-ductless', items: 'ductless_heat_pump', amount_number: '800', amount_label: 'Up to $800' })),
    )
    expect(first).toMatchObject({ ok: true, rows: 2, created: { authorities: 1, programs: 1, offers: 2 }, rejected: [] })
    expect(await count()).toEqual({ authorities: before.authorities + 1, programs: before.programs + 1, offers: before.offers + 2 })
    const body = await austin()
    expect(body.productRebateDetails[0]?.maxRebate.amount).toBe(1500 + 1300)
    expect(body.productRebateDetails[0]?.rebatePrograms[0]).toMatchObject({ id: 'austin-energy-heat-pump', amountLabel: 'Up to $1,500' })

    const again = await importRebateCsv(payload, csv(row({ offer_id: 'austin-ducted', amount_number: '2000', amount_label: 'Up to $2,000' })))
    expect(again).toMatchObject({ ok: true, created: { authorities: 0, programs: 0, offers: 0 }, updated: { programs: 1, offers: 1 } })
    expect((await austin()).productRebateDetails[0]?.maxRebate.amount).toBe(2000 + 1300)
  })

  it('a dry run validates without writing', async () => {
    const payload = await testPayload()
    const before = await count()
    const report = await importRebateCsv(payload, csv(row({ offer_id: 'austin-dry-run', program_id: 'dry-run-program' })), { dryRun: true })
    expect(report).toMatchObject({ ok: true, dryRun: true, rejected: [] })
    expect(await count()).toEqual(before)
  })

  it('the endpoint is admin only and answers 422 with the row report for a bad file', async () => {
    const payload = await testPayload()
    const anonymous = await POST(new Request('http://localhost:3000/api/rebate-import', { method: 'POST', body: csv(row({})) }))
    expect(anonymous.status).toBe(401)

    const email = `rebate-admin-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'import-password-1' }, context: { disableRevalidate: true } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'import-password-1' } })
    const post = (body: string) =>
      POST(
        new Request('http://localhost:3000/api/rebate-import', {
          method: 'POST',
          headers: { authorization: `JWT ${token}`, 'content-type': 'text/csv' },
          body,
        }),
      )
    const bad = await post(csv(row({ offer_id: 'austin-endpoint', status: 'maybe' })))
    expect(bad.status).toBe(422)
    const report = (await bad.json()) as { rejected: Array<{ line: number; reason: string }> }
    expect(report.rejected).toEqual([{ line: 2, reason: expect.stringMatching(/^status: must be one of active, paused, waitlist, closed/) }])

    const good = await post(csv(row({ offer_id: 'austin-endpoint' })))
    expect(good.status).toBe(200)
    expect(((await good.json()) as { created: { offers: number } }).created.offers).toBe(1)
  })
})
