import { describe, expect, it } from 'vitest'
import { maxRebateForPlace, toProductRebateDetailsResponse } from '@/domain/rebates/maxRebate'
import { rebateDatasetSchema } from '@/domain/rebates/schemas'
import type { HouseholdIncomeTier, RebatePlace } from '@/domain/rebates/types'
import { sampleRebateData } from './rebates'

const TODAY = '2026-11-21'
const { programs, offers } = sampleRebateData

const lookup = (place: RebatePlace, incomeTier: HouseholdIncomeTier = 'market', today = TODAY) =>
  maxRebateForPlace({ place, programs, offers, today, incomeTier })

const us = (postalCode: string, state: string, city: string): RebatePlace => ({ country: 'US', postalCode, state, city })
const boston = us('02108', 'MA', 'Boston')
const dallas = us('75201', 'TX', 'Dallas')
const toronto: RebatePlace = { country: 'CA', postalCode: 'M5V', state: 'ON', city: 'Toronto' }

const BRAND_PROGRAMS = ['sample-brand-instant-savings', 'sample-brand-fall-bonus']

describe('sampleRebateData', () => {
  it('is a valid data set', () => {
    expect(rebateDatasetSchema.safeParse(sampleRebateData).success).toBe(true)
    expect(programs.length).toBeGreaterThan(15)
  })

  it('marks every program as a sample to verify, with its source and verification date', () => {
    for (const program of programs) {
      expect(program.sample, program.id).toBe(true)
      expect(program.notes, program.id).toMatch(/^sample - verify/)
      expect(program.sourceUrl, program.id).toMatch(/^https:\/\//)
      expect(program.lastVerified, program.id).toBe('2026-11-01')
    }
  })

  it('Boston 02108: Mass Save whole-home at 3 tons ($7,950) plus the brand offers', () => {
    const result = lookup(boston)
    expect(result).toMatchObject({ currency: 'USD', amount: 9250, scenario: 'ducted_heat_pump' })
    expect(result.programs.map((p) => [p.id, p.value])).toEqual([
      ['mass-save-heat-pumps', 7950],
      ['sample-brand-instant-savings', 1000],
      ['sample-brand-fall-bonus', 300],
    ])
    expect(result.programs[0]?.homeURL).toBe('https://www.masssave.com/')
  })

  it('Boston 02108, moderate income: the income-based tier replaces whole-home, never both', () => {
    expect(lookup(boston, 'moderate').amount).toBe(16000 + 1000 + 300)
  })

  it('Toronto M5V: Ontario ground-source in CAD is the best scenario', () => {
    const result = lookup(toronto)
    expect(result).toMatchObject({ currency: 'CAD', amount: 12000, scenario: 'geothermal_heat_pump' })
    expect(result.programs.map((p) => p.id)).toEqual(['ontario-home-renovation-savings'])
    expect(toProductRebateDetailsResponse(result, toronto).productRebateDetails[0]).toMatchObject({
      maxRebate: { amount: 12000, units: 'CAD' },
      maxRebateAmountLabel: '$12,000',
    })
  })

  it('Toronto with a known gas utility: air-source Ontario ($3,750) + Enbridge ($1,500) do not beat ground-source', () => {
    const result = lookup({ ...toronto, utilityNames: ['Enbridge Gas'] })
    expect(result.amount).toBe(12000)
  })

  it('Dallas, Texas: only the brand offers', () => {
    const result = lookup(dallas)
    expect(result).toMatchObject({ amount: 1300, scenario: 'ducted_heat_pump' })
    expect(result.programs.map((p) => p.id).sort()).toEqual([...BRAND_PROGRAMS].sort())
    expect(toProductRebateDetailsResponse(result, dallas)).toMatchObject({
      area: { cityState: 'Dallas, TX', zipCode: '75201' },
      productRebateDetails: [{ maxRebate: { amount: 1300, units: 'USD' }, maxRebateAmountLabel: '$1,300' }],
    })
  })

  it('the federal 25C and 25D credits never count on 2026-11-21, in any state or income tier', () => {
    const places = [boston, dallas, us('85004', 'AZ', 'Phoenix'), us('10001', 'NY', 'New York'), us('04101', 'ME', 'Portland')]
    for (const place of places) {
      for (const tier of ['market', 'moderate', 'low'] as const) {
        const ids = lookup(place, tier).programs.map((p) => p.id)
        expect(ids).not.toContain('irs-25c')
        expect(ids).not.toContain('irs-25d')
      }
    }
  })

  it('New York City: Con Edison ("depending on your utility") stacks with the brand offers', () => {
    expect(lookup(us('10001', 'NY', 'New York'))).toMatchObject({ amount: 9300, utilityName: 'Con Edison' })
    expect(lookup(us('13901', 'NY', 'Binghamton'))).toMatchObject({ amount: 5400 + 1300, utilityName: 'NYSEG' })
  })

  it('HEAR counts only for income-qualified households in active states, never in paused DC or Oregon', () => {
    const phoenix = us('85004', 'AZ', 'Phoenix')
    expect(lookup(phoenix).amount).toBe(1300)
    expect(lookup(phoenix, 'low').amount).toBe(8000 + 1300)
    expect(lookup(phoenix, 'moderate').amount).toBe(8000 + 1300)
    expect(lookup(us('97201', 'OR', 'Portland'), 'low').amount).toBe(1300)
    expect(lookup(us('20001', 'DC', 'Washington'), 'low').amount).toBe(1300)
  })

  it('California: TECH counts in SCE territory only; the exhausted utility areas are paused', () => {
    expect(lookup(us('91101', 'CA', 'Pasadena'))).toMatchObject({ amount: 1000 + 1300, utilityName: 'Southern California Edison' })
    expect(lookup(us('94103', 'CA', 'San Francisco')).amount).toBe(1300)
  })

  it('Maine: the market-rate tier of one outdoor unit', () => {
    expect(lookup(us('04101', 'ME', 'Portland')).amount).toBe(1000 + 1300)
    expect(lookup(us('04101', 'ME', 'Portland'), 'low').amount).toBe(3000 + 1300)
  })

  it('the future-dated brand offer waits for its start and the 2026 brand offers end with the year', () => {
    expect(lookup(dallas, 'market', '2027-01-15').amount).toBe(0)
    expect(lookup(dallas, 'market', '2027-03-01')).toMatchObject({ amount: 750 })
  })

  it('25C is excluded twice over: closed, and even if marked active its end date has passed', () => {
    const reopened = programs.map((p) => (p.id === 'irs-25c' ? { ...p, status: 'active' as const } : p))
    const run = (today: string) => maxRebateForPlace({ place: dallas, programs: reopened, offers, today })
    expect(run(TODAY).programs.map((p) => p.id)).not.toContain('irs-25c')
    expect(run(TODAY).amount).toBe(1300)
    expect(run('2025-06-01')).toMatchObject({ amount: 2000, programs: [{ id: 'irs-25c', value: 2000 }] })
  })
})
