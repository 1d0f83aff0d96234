import { describe, expect, it } from 'vitest'
import { pageCount, pageItems } from './pagination'
import { toRebateLookup } from '@/domain/rebates/lookupAnswer'
import { rebateView } from '@/domain/rebates/lookupView'
import { REBATE_UI_TEXT, rebateLookupUrl, rebateResultsText } from './rebatesClient'

const program = (id: string) => ({ id, name: `Program ${id}`, amountLabel: 'Up to $1,000', homeURL: `https://example.com/${id}` })

describe('rebate lookup in the browser', () => {
  it('reads cityState, the first product detail amount and its programs', () => {
    const lookup = toRebateLookup({
      area: { city: 'Boston', state: 'MA', zipCode: '02108', cityState: 'Boston, MA' },
      pageIdx: 0,
      productRebateDetails: [{ maxRebate: { amount: 9250, units: 'USD' }, rebatePrograms: [program('a')] }],
    })
    expect(lookup).toEqual({ cityState: 'Boston, MA', amount: 9250, units: 'USD', programs: [program('a')] })
    const view = rebateView(lookup)
    expect(view).toMatchObject({ kind: 'results', amountLabel: '$9,250' })
    expect(rebateResultsText('Boston, MA', '$9,250')).toBe(
      'Boston, MA homeowners receive up to $9,250 in rebates, special offers, and tax credits.',
    )
  })

  it('shows "No rebates found" when the location text is missing or the amount is 0', () => {
    expect(rebateView(toRebateLookup({ area: { cityState: 'Vancouver, BC' }, productRebateDetails: [] }))).toEqual({ kind: 'none' })
    expect(rebateView({ cityState: '', amount: 500, units: 'USD', programs: [] })).toEqual({ kind: 'none' })
    expect(REBATE_UI_TEXT.noRebates).toBe('No rebates found for this location.')
  })

  it('refuses an answer of the wrong shape (the block then shows the failure message)', () => {
    expect(() => toRebateLookup({ error: 'zip must be ...' })).toThrow()
    expect(REBATE_UI_TEXT.failure).toBe('Unable to retrieve savings information. Please check your Zip Code and try again.')
  })

  it('asks our own API with pageSize=1', () => {
    expect(rebateLookupUrl('AS', 'M5V 3L9')).toBe('/api/search/AS/productRebateDetails.json?zip=M5V+3L9&pageSize=1')
  })

  it('pages the widget programs 6 at a time, clamping the page', () => {
    const programs = Array.from({ length: 14 }, (_, i) => program(String(i)))
    expect(pageCount(programs.length)).toBe(3)
    expect(pageItems(programs, 1).map((p) => p.id)).toEqual(['0', '1', '2', '3', '4', '5'])
    expect(pageItems(programs, 3).map((p) => p.id)).toEqual(['12', '13'])
    expect(pageItems(programs, 9).map((p) => p.id)).toEqual(['12', '13'])
    expect(pageCount(0)).toBe(1)
  })
})
