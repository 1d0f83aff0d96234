import { describe, expect, it } from 'vitest'
import { offerDateEnd, offerDateStart, isOfferDate } from './dates'
import { normalizeRebatePostalCode } from '../geo/postalCode'
import { parseRebateCsvRows } from './parseRebateCsvRows'
import { rebateDatasetSchema, rebateOfferCsvRowSchema, rebateOfferSchema } from './schemas'

const baseOffer = {
  id: 'mass-save-whole-home',
  programId: 'mass-save',
  items: ['ducted_heat_pump'],
  paymentMethods: ['rebate'],
  amount: { type: 'dollars_per_unit', number: 2650, unit: 'ton', maximum: 8500 },
  amountLabel: 'Up to $8,500',
  currency: 'USD',
  geography: { country: 'US', states: ['ma'] },
}

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)

describe('rebateOfferSchema', () => {
  it('applies defaults: any income tier, homeowners, and upper-cases state codes', () => {
    const offer = rebateOfferSchema.parse(baseOffer)
    expect(offer.incomeTier).toBe('any')
    expect(offer.ownerStatus).toEqual(['homeowner'])
    expect(offer.geography.states).toEqual(['MA'])
  })

  it('rejects inconsistent offers with the field that is wrong', () => {
    const result = rebateOfferSchema.safeParse({
      ...baseOffer,
      amount: { type: 'dollars_per_unit', number: 2650 },
      currency: 'CAD',
      geography: { country: 'US', states: ['ON'], fsas: ['M5V'] },
      startDate: '2026-06-01',
      endDate: '2025',
    })
    expect(messagesOf(result)).toEqual([
      'amount.unit: is required for dollars_per_unit (ton, btuh10k, unit)',
      'currency: must be USD for country US',
      'geography.states: ON is not a US state code',
      'geography.fsas: FSAs only apply to country CA; use ZIP codes or prefixes for the US',
      'endDate: must not be before the start date 2026-06-01',
    ])
  })

  it('rejects a percent above 100 and an impossible date', () => {
    const result = rebateOfferSchema.safeParse({
      ...baseOffer,
      amount: { type: 'percent', number: 130 },
      endDate: '2026-02-30',
    })
    expect(messagesOf(result)).toContain('endDate: must be YYYY-MM-DD, YYYY-MM or a bare year YYYY (an end year means 31 December)')
  })
})

describe('rebateDatasetSchema', () => {
  it('checks references between authorities, programs and offers', () => {
    const result = rebateDatasetSchema.safeParse({
      authorities: [{ id: 'mass-save', name: 'Mass Save sponsors', kind: 'utility' }],
      programs: [
        {
          id: 'mass-save',
          name: 'Mass Save',
          url: 'https://www.masssave.com/',
          authorityId: 'nobody',
          status: 'active',
          sourceUrl: 'https://www.masssave.com/',
          lastVerified: '2026-11-01',
        },
      ],
      offers: [{ ...baseOffer, programId: 'missing', excludes: ['ghost'] }, baseOffer],
    })
    expect(messagesOf(result)).toEqual([
      'offers.1.id: duplicate id mass-save-whole-home',
      'programs.0.authorityId: unknown authority nobody',
      'offers.0.programId: unknown program missing',
      'offers.0.excludes: unknown offer ghost',
    ])
  })
})

describe('dates and postal codes', () => {
  it('reads partial dates as their first day to start and last day to end', () => {
    expect(offerDateEnd('2026')).toBe('2026-12-31')
    expect(offerDateEnd('2028-02')).toBe('2028-02-29')
    expect(offerDateStart('2026')).toBe('2026-01-01')
    expect(isOfferDate('2026-13')).toBe(false)
  })

  it('cuts ZIP+4 to five digits and a Canadian postal code to its FSA', () => {
    expect(normalizeRebatePostalCode('US', '02108-1234')).toBe('02108')
    expect(normalizeRebatePostalCode('US', '0210')).toBe('')
    expect(normalizeRebatePostalCode('CA', 'm5v 3l9')).toBe('M5V')
    expect(normalizeRebatePostalCode('CA', 'M5V')).toBe('M5V')
    expect(normalizeRebatePostalCode('CA', 'D5V 3L9')).toBe('')
  })
})

const goodRow: Record<string, string> = {
  program_id: 'mass-save',
  program_name: 'Mass Save Heat Pump Rebates',
  program_url: 'https://www.masssave.com/',
  authority: 'mass-save-sponsors',
  status: 'Active',
  items: 'ducted_heat_pump; ductless_heat_pump',
  amount_type: 'dollars_per_unit',
  amount_number: '$2,650',
  amount_unit: 'ton',
  amount_maximum: '8500',
  amount_label: 'Up to $8,500',
  currency: 'usd',
  country: 'US',
  states: 'MA',
  zip_prefixes: '',
  zips: '',
  fsas: '',
  start_date: '2026-01-01',
  end_date: '2026',
  exclusive_group: 'mass-save-hp',
  source_url: 'https://www.masssave.com/',
  last_verified: '2026-11-01',
}

describe('parseRebateCsvRows', () => {
  it('turns a good row into a program and an offer, numbering lines from the header', () => {
    const { valid, rejected } = parseRebateCsvRows([goodRow])
    expect(rejected).toEqual([])
    expect(valid).toHaveLength(1)
    const [first] = valid
    expect(first?.line).toBe(2)
    expect(first?.program).toMatchObject({ id: 'mass-save', authorityId: 'mass-save-sponsors', status: 'active', sample: false })
    expect(first?.offer).toMatchObject({
      id: 'mass-save-line-2',
      items: ['ducted_heat_pump', 'ductless_heat_pump'],
      paymentMethods: ['rebate'],
      amount: { type: 'dollars_per_unit', number: 2650, unit: 'ton', maximum: 8500 },
      currency: 'USD',
      endDate: '2026',
      geography: { country: 'US', states: ['MA'] },
    })
  })

  it('accepts the singular "item" header', () => {
    const { items: _items, ...rest } = goodRow
    const { valid } = parseRebateCsvRows([{ ...rest, item: 'furnace' }])
    expect(valid[0]?.offer.items).toEqual(['furnace'])
  })

  it('rejects a bad row with one message per column', () => {
    const { valid, rejected } = parseRebateCsvRows([
      goodRow,
      { ...goodRow, program_name: ' ', status: 'open', items: 'heatpump', amount_number: 'lots', last_verified: '11/01/2026' },
    ])
    expect(valid).toHaveLength(1)
    expect(rejected.map((r) => r.line)).toEqual([3])
    const reason = rejected[0]?.reason ?? ''
    expect(reason).toContain('program_name: is required')
    expect(reason).toContain('status: must be one of active, paused, waitlist, closed (got "open")')
    expect(reason).toMatch(/items: "heatpump" is not allowed; must be one of ducted_heat_pump, /)
    expect(reason).toContain('amount_number: must be a number of 0 or more, e.g. 8500')
    expect(reason).toContain('last_verified: must be a date written YYYY-MM-DD, e.g. 2026-11-01')
  })

  it('reports a missing column and cross-column problems', () => {
    const { source_url: _source, ...noSource } = goodRow
    const { rejected } = parseRebateCsvRows([
      noSource,
      { ...goodRow, amount_unit: '', currency: 'CAD' },
      { ...goodRow, country: 'CA', currency: 'CAD', states: 'ON', zips: '02108' },
    ])
    expect(rejected).toEqual([
      { line: 2, reason: 'source_url: is required' },
      {
        line: 3,
        reason: 'amount_unit: is required for dollars_per_unit (ton, btuh10k, unit); currency: must be USD for country US',
      },
      { line: 4, reason: 'zips: ZIP codes only apply to country US; use FSAs for Canada' },
    ])
  })

  it('rejects rows that disagree on their program or reuse an offer id', () => {
    const { valid, rejected } = parseRebateCsvRows([
      { ...goodRow, offer_id: 'ms-1' },
      { ...goodRow, offer_id: 'ms-2', status: 'paused' },
      { ...goodRow, offer_id: 'ms-1' },
    ])
    expect(valid.map((v) => v.offer.id)).toEqual(['ms-1'])
    expect(rejected).toEqual([
      { line: 3, reason: 'status: differs from line 2 for program mass-save ("active")' },
      { line: 4, reason: 'offer_id: ms-1 is already used on line 2' },
    ])
  })

  it('exposes the row schema for single-row validation', () => {
    expect(rebateOfferCsvRowSchema.safeParse(goodRow).success).toBe(true)
  })
})
