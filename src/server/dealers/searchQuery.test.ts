import { describe, expect, it } from 'vitest'
import { getGeoIndex } from '@/server/geo/geoIndex'
import { dealerSearchQuerySchema, resolveSearchInput } from './searchQuery'

const geo = getGeoIndex()

describe('resolveSearchInput', () => {
  it.each([
    ['10001', 'US', '10001', '10001'],
    ['10001-1234', 'US', '10001', '10001-1234'],
    ['M5V 3L9', 'CA', 'M5V', 'M5V 3L9'],
    ['m5v-3l9', 'CA', 'M5V', 'M5V 3L9'],
    ['m5v3l9', 'CA', 'M5V', 'M5V 3L9'],
  ])('reads the postal code %s', (input, country, postalCode, zipcode) => {
    const r = resolveSearchInput(geo, input)
    if (r.kind !== 'place') throw new Error(r.kind)
    expect(r.place).toMatchObject({ country, postalCode })
    expect(r.zipcode).toBe(zipcode)
  })

  it('reads cities, with or without the state', () => {
    const austin = resolveSearchInput(geo, 'Austin, TX')
    expect(austin.kind === 'place' && austin.place).toMatchObject({ city: 'Austin', state: 'TX' })
    const toronto = resolveSearchInput(geo, 'Toronto')
    expect(toronto.kind === 'place' && toronto.place).toMatchObject({ state: 'ON', country: 'CA' })
  })

  it.each(['1234', '123456', '10001-12', 'M5V', 'M5V 3L', '1234-5678'])('refuses the malformed postal code %s', (input) => {
    expect(resolveSearchInput(geo, input)).toMatchObject({ kind: 'error', error: expect.stringMatching(/^Invalid zipcode/) })
  })

  it('names an unknown city and lists the candidates of an ambiguous one', () => {
    expect(resolveSearchInput(geo, 'ABCDE')).toMatchObject({ kind: 'error', error: expect.stringContaining('"ABCDE"') })
    const r = resolveSearchInput(geo, 'Springfield')
    if (r.kind !== 'error') throw new Error(r.kind)
    expect(r.error).toMatch(/add the state or province, e.g. "Springfield, /)
    expect(r.candidates?.length).toBeGreaterThan(3)
  })

  it('answers a well-formed ZIP that does not exist as unknown, not as an error', () => {
    expect(resolveSearchInput(geo, '00000')).toEqual({ kind: 'unknown_postal_code', zipcode: '00000' })
  })
})

describe('dealerSearchQuerySchema', () => {
  it('requires zipcode and checks the optional parameters', () => {
    expect(dealerSearchQuerySchema.safeParse({}).error?.issues[0]?.message).toMatch(/Missing required parameter: zipcode/)
    expect(dealerSearchQuerySchema.safeParse({ zipcode: '   ' }).success).toBe(false)
    expect(dealerSearchQuerySchema.safeParse({ zipcode: '10001', brand: 'A S' }).success).toBe(false)
    expect(dealerSearchQuerySchema.parse({ zipcode: ' 10001 ', brand: 'AS', url: 'http://x/find-a-dealer/' })).toMatchObject({ zipcode: '10001' })
  })
})
