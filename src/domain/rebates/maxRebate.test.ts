import { describe, expect, it } from 'vitest'
import {
  eligibleOffers,
  formatRebateAmount,
  maxRebateForPlace,
  toProductRebateDetailsResponse,
  valueOffer,
} from './maxRebate'
import { rebateOfferSchema, rebateProgramSchema } from './schemas'
import type { RebateOffer, RebateOfferInput, RebatePlace, RebateProgram } from './types'

const TODAY = '2026-11-21'

const boston: RebatePlace = { country: 'US', state: 'MA', postalCode: '02108', city: 'Boston' }
const worcester: RebatePlace = { country: 'US', state: 'MA', postalCode: '01608', city: 'Worcester' }
const austin: RebatePlace = { country: 'US', state: 'TX', postalCode: '78701-1234', city: 'Austin' }
const toronto: RebatePlace = { country: 'CA', state: 'ON', postalCode: 'M5V 3L9', city: 'Toronto' }
const ottawa: RebatePlace = { country: 'CA', state: 'ON', postalCode: 'K1P', city: 'Ottawa' }

function program(id: string, overrides: Partial<RebateProgram> = {}): RebateProgram {
  return rebateProgramSchema.parse({
    id,
    name: `Program ${id}`,
    url: `https://example.org/${id}`,
    authorityId: 'authority',
    status: 'active',
    sourceUrl: `https://example.org/${id}/source`,
    lastVerified: '2026-11-01',
    ...overrides,
  })
}

function offer(id: string, programId: string, overrides: Partial<RebateOfferInput> = {}): RebateOffer {
  return rebateOfferSchema.parse({
    id,
    programId,
    items: ['ducted_heat_pump'],
    paymentMethods: ['rebate'],
    amount: { type: 'dollar_amount', number: 1000 },
    amountLabel: `Label ${id}`,
    currency: 'USD',
    geography: { country: 'US' },
    ...overrides,
  })
}

const dollars = (number: number) => ({ type: 'dollar_amount' as const, number })

describe('valueOffer', () => {
  it('counts a per-ton amount at 3 tons, capped at its maximum (Mass Save $2,650/ton up to $8,500 -> $7,950)', () => {
    expect(valueOffer(offer('a', 'p', { amount: { type: 'dollars_per_unit', number: 2650, unit: 'ton', maximum: 8500 } }))).toBe(7950)
    expect(valueOffer(offer('a', 'p', { amount: { type: 'dollars_per_unit', number: 3000, unit: 'ton', maximum: 8500 } }))).toBe(8500)
  })

  it('counts per 10k Btu/h at 36,000 Btu/h and per unit at one unit', () => {
    expect(valueOffer(offer('a', 'p', { amount: { type: 'dollars_per_unit', number: 1500, unit: 'btuh10k' } }))).toBe(5400)
    expect(valueOffer(offer('a', 'p', { amount: { type: 'dollars_per_unit', number: 1000, unit: 'unit', maximum: 2000 } }))).toBe(1000)
  })

  it('counts a capped percent at its maximum and an uncapped percent as 0', () => {
    expect(valueOffer(offer('a', 'p', { amount: { type: 'percent', number: 30, maximum: 2000 } }))).toBe(2000)
    expect(valueOffer(offer('a', 'p', { amount: { type: 'percent', number: 30 } }))).toBe(0)
  })

  it('prefers a representative amount and rounds to whole dollars', () => {
    expect(valueOffer(offer('a', 'p', { amount: { type: 'percent', number: 50, representative: 3200.6 } }))).toBe(3201)
    expect(valueOffer(offer('a', 'p', { amount: { type: 'dollar_amount', number: 499.5 } }))).toBe(500)
  })
})

describe('maxRebateForPlace', () => {
  it('stacks a state rebate and a utility rebate of the same scenario', () => {
    const programs = [program('state', { name: 'State heat pump rebate' }), program('utility', { name: 'Utility rebate' })]
    const offers = [
      offer('state-hp', 'state', { amount: dollars(3000), amountLabel: 'Up to $3,000', geography: { country: 'US', states: ['MA'] } }),
      offer('utility-hp', 'utility', { amount: dollars(1500), amountLabel: '$1,500', geography: { country: 'US', states: ['MA'] } }),
    ]
    const result = maxRebateForPlace({ place: boston, programs, offers, today: TODAY })
    expect(result).toEqual({
      currency: 'USD',
      amount: 4500,
      scenario: 'ducted_heat_pump',
      programs: [
        { id: 'state', name: 'State heat pump rebate', amountLabel: 'Up to $3,000', homeURL: 'https://example.org/state', value: 3000 },
        { id: 'utility', name: 'Utility rebate', amountLabel: '$1,500', homeURL: 'https://example.org/utility', value: 1500 },
      ],
    })
  })

  it('never adds alternative systems: the heat pump ($5,000) beats the furnace ($2,000), not $7,000', () => {
    const programs = [program('p')]
    const offers = [
      offer('hp', 'p', { items: ['ducted_heat_pump'], amount: dollars(5000) }),
      offer('furnace', 'p', { items: ['furnace'], amount: dollars(2000) }),
    ]
    const result = maxRebateForPlace({ place: boston, programs, offers, today: TODAY })
    expect(result.amount).toBe(5000)
    expect(result.scenario).toBe('ducted_heat_pump')
  })

  it('picks the larger scenario even when it is not the first item', () => {
    const offers = [
      offer('hp', 'p', { items: ['ducted_heat_pump'], amount: dollars(500) }),
      offer('furnace', 'p', { items: ['furnace'], amount: dollars(2000) }),
    ]
    const result = maxRebateForPlace({ place: boston, programs: [program('p')], offers, today: TODAY })
    expect(result).toMatchObject({ amount: 2000, scenario: 'furnace' })
  })

  it('counts one offer per exclusive group: the best tier the household qualifies for', () => {
    const programs = [program('tiers')]
    const offers = [
      offer('any', 'tiers', { amount: dollars(1000), exclusiveGroup: 'em', incomeTier: 'any' }),
      offer('moderate', 'tiers', { amount: dollars(2000), exclusiveGroup: 'em', incomeTier: 'moderate' }),
      offer('low', 'tiers', { amount: dollars(3000), exclusiveGroup: 'em', incomeTier: 'low' }),
    ]
    const amountFor = (incomeTier: 'market' | 'moderate' | 'low') =>
      maxRebateForPlace({ place: boston, programs, offers, today: TODAY, incomeTier }).amount
    expect(amountFor('market')).toBe(1000)
    expect(amountFor('moderate')).toBe(2000)
    expect(amountFor('low')).toBe(3000)
  })

  it('leaves income-qualified offers out of the market-rate headline', () => {
    const offers = [offer('low-only', 'p', { amount: dollars(10000), incomeTier: 'low' })]
    const market = maxRebateForPlace({ place: boston, programs: [program('p')], offers, today: TODAY })
    expect(market).toEqual({ currency: 'USD', amount: 0, scenario: null, programs: [] })
  })

  it('applies a combination cap, filling it largest offer first', () => {
    const programs = [program('hear', { name: 'HEAR' }), program('other', { name: 'Other' })]
    const cap = { groupId: 'household', maxValue: 10000 }
    const offers = [
      offer('hear-hp', 'hear', { amount: dollars(8000), combinationCap: cap }),
      offer('hear-wiring', 'hear', { amount: dollars(4000), combinationCap: cap }),
      offer('other-hp', 'other', { amount: dollars(500) }),
    ]
    const result = maxRebateForPlace({ place: boston, programs, offers, today: TODAY })
    expect(result.amount).toBe(10500)
    expect(result.programs.map((p) => [p.id, p.value])).toEqual([
      ['hear', 10000],
      ['other', 500],
    ])
  })

  it('drops an offer whose prerequisite does not apply, and lets a superseding offer exclude another', () => {
    const programs = [program('p')]
    const offers = [
      offer('bonus', 'p', { amount: dollars(700), prerequisites: ['base'] }),
      offer('base', 'p', { amount: dollars(300), geography: { country: 'US', states: ['NY'] } }),
      offer('new', 'p', { amount: dollars(2000), excludes: ['old'] }),
      offer('old', 'p', { amount: dollars(2500) }),
    ]
    const result = maxRebateForPlace({ place: boston, programs, offers, today: TODAY })
    expect(result.amount).toBe(2000)

    const inNewYork = maxRebateForPlace({
      place: { country: 'US', state: 'NY', postalCode: '10001', city: 'New York' },
      programs,
      offers,
      today: TODAY,
    })
    expect(inNewYork.amount).toBe(3000)
  })

  it('excludes offers that ended: 25C and 25D ended 2025-12-31 and do not count on 2026-11-21', () => {
    const programs = [program('irs-25c', { name: 'Federal 25C credit' }), program('brand')]
    const offers = [
      offer('25c-hp', 'irs-25c', {
        paymentMethods: ['tax_credit'],
        amount: { type: 'percent', number: 30, maximum: 2000 },
        endDate: '2025-12-31',
      }),
      offer('brand-hp', 'brand', { amount: dollars(1000), startDate: '2026-01-01', endDate: '2026-12-31' }),
    ]
    const result = maxRebateForPlace({ place: austin, programs, offers, today: TODAY })
    expect(result.amount).toBe(1000)
    expect(result.programs.map((p) => p.id)).toEqual(['brand'])
    // On its last day the credit still counted (and the brand offer had not started yet).
    expect(maxRebateForPlace({ place: austin, programs, offers, today: '2025-12-31' }).amount).toBe(2000)
  })

  it('reads a bare end year as 31 December of that year', () => {
    const offers = [offer('o', 'p', { endDate: '2026' })]
    const run = (today: string) => maxRebateForPlace({ place: austin, programs: [program('p')], offers, today }).amount
    expect(run('2026-12-31')).toBe(1000)
    expect(run('2027-01-01')).toBe(0)
  })

  it('excludes offers that start after today', () => {
    const offers = [offer('o', 'p', { startDate: '2026-12-01' })]
    expect(maxRebateForPlace({ place: austin, programs: [program('p')], offers, today: TODAY }).amount).toBe(0)
    expect(maxRebateForPlace({ place: austin, programs: [program('p')], offers, today: '2026-12-01' }).amount).toBe(1000)
  })

  it('accepts a Date for today (read in UTC)', () => {
    const offers = [offer('o', 'p', { endDate: '2026-11-21' })]
    const run = (today: Date) => maxRebateForPlace({ place: austin, programs: [program('p')], offers, today }).amount
    expect(run(new Date('2026-11-21T23:59:00Z'))).toBe(1000)
    expect(run(new Date('2026-11-22T00:00:00Z'))).toBe(0)
  })

  it.each(['paused', 'waitlist', 'closed'] as const)('never counts a %s program', (status) => {
    const programs = [program('p', { status })]
    expect(maxRebateForPlace({ place: boston, programs, offers: [offer('o', 'p')], today: TODAY }).amount).toBe(0)
  })

  it('matches ZIP prefixes and ZIP lists (ZIP+4 cut to 5 digits) and states', () => {
    const offers = [
      offer('boston-prefix', 'p', { items: ['ducted_heat_pump'], amount: dollars(100), geography: { country: 'US', zipPrefixes: ['021'] } }),
      offer('austin-zip', 'p', { items: ['furnace'], amount: dollars(200), geography: { country: 'US', zipList: ['78701'] } }),
      offer('ma-state', 'p', { items: ['boiler'], amount: dollars(50), geography: { country: 'US', states: ['MA'] } }),
    ]
    const run = (place: RebatePlace) => maxRebateForPlace({ place, programs: [program('p')], offers, today: TODAY }).amount
    expect(run(boston)).toBe(100)
    expect(run(worcester)).toBe(50)
    expect(run(austin)).toBe(200)
  })

  it('matches Canadian FSAs from a full postal code and answers in CAD', () => {
    const offers = [
      offer('toronto', 'p', { currency: 'CAD', amount: dollars(700), geography: { country: 'CA', fsas: ['M5V'] } }),
      offer('ontario', 'p', { currency: 'CAD', items: ['furnace'], amount: dollars(400), geography: { country: 'CA', states: ['ON'] } }),
      offer('us', 'p', { amount: dollars(5000) }),
    ]
    const run = (place: RebatePlace) => maxRebateForPlace({ place, programs: [program('p')], offers, today: TODAY })
    expect(run(toronto)).toMatchObject({ currency: 'CAD', amount: 700, scenario: 'ducted_heat_pump' })
    expect(run(ottawa)).toMatchObject({ currency: 'CAD', amount: 400, scenario: 'furnace' })
  })

  it('counts one utility at a time when the utility is unknown, and the named one when known', () => {
    const programs = [program('state'), program('coned'), program('nyseg')]
    const ny = { country: 'US' as const, states: ['NY'] }
    const offers = [
      offer('state-hp', 'state', { amount: dollars(1000), geography: ny }),
      offer('coned-hp', 'coned', { amount: dollars(8000), geography: { ...ny, utilityNames: ['Con Edison'] } }),
      offer('nyseg-hp', 'nyseg', { amount: dollars(5400), geography: { ...ny, utilityNames: ['NYSEG'] } }),
    ]
    const place: RebatePlace = { country: 'US', state: 'NY', postalCode: '10001', city: 'New York' }
    const unknown = maxRebateForPlace({ place, programs, offers, today: TODAY })
    expect(unknown).toMatchObject({ amount: 9000, utilityName: 'Con Edison' })
    const known = maxRebateForPlace({ place: { ...place, utilityNames: ['nyseg'] }, programs, offers, today: TODAY })
    expect(known).toMatchObject({ amount: 6400, utilityName: 'NYSEG' })
  })

  it('keeps renter-only offers out for homeowners', () => {
    const offers = [offer('renters', 'p', { ownerStatus: ['renter'] })]
    expect(eligibleOffers({ place: boston, programs: [program('p')], offers, today: TODAY })).toEqual([])
    expect(eligibleOffers({ place: boston, programs: [program('p')], offers, today: TODAY, ownerStatus: 'renter' })).toHaveLength(1)
  })
})

describe('formatRebateAmount', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatRebateAmount(8500, 'USD')).toBe('$8,500')
    expect(formatRebateAmount(1234567.4, 'USD')).toBe('$1,234,567')
    expect(formatRebateAmount(0, 'CAD')).toBe('$0')
    expect(formatRebateAmount(999.5, 'CAD')).toBe('$1,000')
  })
})

describe('toProductRebateDetailsResponse', () => {
  it('gives the widget its area, amount and programs', () => {
    const offers = [offer('o', 'p', { amount: dollars(8500), amountLabel: 'Up to $8,500' })]
    const programs = [program('p', { name: 'Mass Save', url: 'https://www.masssave.com/' })]
    const result = maxRebateForPlace({ place: boston, programs, offers, today: TODAY })
    expect(toProductRebateDetailsResponse(result, boston)).toEqual({
      area: { city: 'Boston', state: 'MA', zipCode: '02108', cityState: 'Boston, MA' },
      pageIdx: 0,
      pageSize: 1,
      productRebateDetails: [
        {
          maxRebate: { amount: 8500, units: 'USD' },
          maxRebateAmountLabel: '$8,500',
          rebatePrograms: [{ id: 'p', name: 'Mass Save', amountLabel: 'Up to $8,500', homeURL: 'https://www.masssave.com/' }],
        },
      ],
    })
  })

  it('answers an empty list when nothing applies, and the FSA as zipCode in Canada', () => {
    const result = maxRebateForPlace({ place: toronto, programs: [], offers: [], today: TODAY })
    expect(toProductRebateDetailsResponse(result, toronto)).toEqual({
      area: { city: 'Toronto', state: 'ON', zipCode: 'M5V', cityState: 'Toronto, ON' },
      pageIdx: 0,
      pageSize: 1,
      productRebateDetails: [],
    })
  })
})
