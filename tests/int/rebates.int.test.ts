import { Forbidden } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/search/[brand]/productRebateDetails.json/route'
import { productRebateDetails } from '@/server/rebates/productRebateDetails'
import { seedSampleRebates } from '@/seed/rebates'
import { adapterName, testPayload } from './support/payload'

const TODAY = '2026-11-21'
const ctx = { disableRevalidate: true }

const lookup = async (zip: string, today = TODAY) => {
  const payload = await testPayload()
  const outcome = await productRebateDetails(payload, { brand: 'AS', zip, brandCode: 'AS', today })
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.body
}

const callApi = (brand: string, query: string) =>
  GET(new Request(`http://localhost:3000/api/search/${brand}/productRebateDetails.json?${query}`), {
    params: Promise.resolve({ brand }),
  })

describe(`rebate lookup (${adapterName()})`, () => {
  beforeAll(async () => {
    const payload = await testPayload()
    await seedSampleRebates(payload, { created: [], kept: [] })
  })

  it('Boston 02108: Mass Save plus the brand offers, whole US dollars, programs with links', async () => {
    const body = await lookup('02108')
    expect(body.area).toMatchObject({ cityState: 'Boston, MA', zipCode: '02108' })
    expect(body.productRebateDetails).toHaveLength(1)
    const [detail] = body.productRebateDetails
    expect(detail?.maxRebate).toEqual({ amount: 9250, units: 'USD' })
    expect(detail?.rebatePrograms[0]).toEqual({
      id: 'mass-save-heat-pumps',
      name: 'Mass Save Heat Pump Rebates',
      amountLabel: expect.stringContaining('$') as unknown as string,
      homeURL: 'https://www.masssave.com/',
    })
  })

  it('Toronto M5V 3L9: Canadian dollars (units CAD)', async () => {
    const body = await lookup('M5V 3L9')
    expect(body.area).toMatchObject({ cityState: expect.stringMatching(/, ON$/) as unknown as string, zipCode: 'M5V' })
    expect(body.productRebateDetails[0]?.maxRebate).toEqual({ amount: 12000, units: 'CAD' })
    expect(body.productRebateDetails[0]?.rebatePrograms.map((p) => p.id)).toEqual(['ontario-home-renovation-savings'])
  })

  it('Dallas 75201 (Texas, ZIP+4 accepted): only the US-wide brand offers', async () => {
    const body = await lookup('75201-1234')
    expect(body.area.cityState).toBe('Dallas, TX')
    expect(body.productRebateDetails[0]?.maxRebate.amount).toBe(1300)
    expect(body.productRebateDetails[0]?.rebatePrograms.map((p) => p.id).sort()).toEqual([
      'sample-brand-fall-bonus',
      'sample-brand-instant-savings',
    ])
  })

  it('a place without programs (Vancouver V6B) gets an empty productRebateDetails', async () => {
    const body = await lookup('V6B 1A1')
    expect(body.area.cityState).toMatch(/, BC$/)
    expect(body.productRebateDetails).toEqual([])
  })

  it('never counts the expired federal 25C / 25D credits, even when an editor marks 25C active again', async () => {
    const payload = await testPayload()
    for (const zip of ['02108', '75201', '10001', '85004']) {
      const ids = (await lookup(zip)).productRebateDetails[0]?.rebatePrograms.map((p) => p.id) ?? []
      expect(ids).not.toContain('irs-25c')
      expect(ids).not.toContain('irs-25d')
    }
    const program = await payload.find({ collection: 'rebate-programs', where: { programId: { equals: 'irs-25c' } }, depth: 0 })
    const id = program.docs[0]!.id
    await payload.update({ collection: 'rebate-programs', id, data: { status: 'active' }, context: ctx })
    try {
      const body = await lookup('75201')
      expect(body.productRebateDetails[0]?.maxRebate.amount).toBe(1300)
      // Placed in service in 2025 it would have counted: the end date, not only the status, keeps it out today.
      expect((await lookup('75201', '2025-06-01')).productRebateDetails[0]?.rebatePrograms.map((p) => p.id)).toContain('irs-25c')
    } finally {
      await payload.update({ collection: 'rebate-programs', id, data: { status: 'closed' }, context: ctx })
    }
  })

  it('an admin change is visible at once (the cache is invalidated)', async () => {
    const payload = await testPayload()
    const found = await payload.find({ collection: 'rebate-offers', where: { offerId: { equals: 'sample-brand-fall-bonus' } }, depth: 0 })
    const offer = found.docs[0]!
    await payload.update({ collection: 'rebate-offers', id: offer.id, data: { amount: { ...offer.amount, number: 400 } }, context: ctx })
    try {
      expect((await lookup('75201')).productRebateDetails[0]?.maxRebate.amount).toBe(1400)
    } finally {
      await payload.update({ collection: 'rebate-offers', id: offer.id, data: { amount: { ...offer.amount, number: 300 } }, context: ctx })
    }
    expect((await lookup('75201')).productRebateDetails[0]?.maxRebate.amount).toBe(1300)
  })

  it('the API answers 200 with a Cache-Control header, and 400 with a message for a bad zip or brand', async () => {
    const ok = await callApi('AS', 'zip=02108&pageSize=1')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const body = (await ok.json()) as { area: { cityState: string }; productRebateDetails: unknown[] }
    expect(body.area.cityState).toBe('Boston, MA')

    for (const [brand, query, message] of [
      ['AS', 'zip=abc&pageSize=1', /zip must be a 5-digit US ZIP code/],
      ['AS', 'pageSize=1', /zip is required/],
      ['AS', 'zip=00000&pageSize=1', /No place is known for zip 00000/],
      ['XX', 'zip=02108&pageSize=1', /Unknown brand "XX"/],
    ] as const) {
      const response = await callApi(brand, query)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }
  })

  it('rebate data is admin only: anonymous reads are refused', async () => {
    const payload = await testPayload()
    for (const collection of ['rebate-authorities', 'rebate-programs', 'rebate-offers'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    }
  })

  it('the admin refuses an offer that breaks the model, naming the field', async () => {
    const payload = await testPayload()
    const program = (await payload.find({ collection: 'rebate-programs', where: { programId: { equals: 'mass-save-heat-pumps' } }, depth: 0 })).docs[0]!
    await expect(
      payload.create({
        collection: 'rebate-offers',
        context: ctx,
        data: {
          offerId: 'bad-per-unit',
          program: program.id,
          items: ['ducted_heat_pump'],
          paymentMethods: ['rebate'],
          amount: { type: 'dollars_per_unit', number: 100 },
          amountLabel: '$100 per ton',
          currency: 'CAD',
          incomeTier: 'any',
          geography: { country: 'US', states: ['MA'] },
        },
      }),
    ).rejects.toThrow(/amount\.unit|currency/)
  })
})
