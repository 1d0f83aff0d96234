import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createGeoIndex, type GeoIndex } from './createGeoIndex'
import { GEO_MESSAGES } from './messages'
import type { GeoData, Place, ResolvePlaceResult } from './types'

// The real files scripts/geodata/build.ts writes; these are the spot checks every build must pass.
const geoDir = path.resolve(import.meta.dirname, '../../../public/geo')
const readGeo = <T>(name: string): T => JSON.parse(readFileSync(path.join(geoDir, name), 'utf8')) as T

let index: GeoIndex

beforeAll(() => {
  index = createGeoIndex({
    usZips: readGeo('us-zips.json'),
    caFsas: readGeo('ca-fsas.json'),
    cities: readGeo('cities.json'),
  })
})

function expectPlace(result: ResolvePlaceResult): Place {
  if (result.kind !== 'place') throw new Error(`expected a place, got ${JSON.stringify(result).slice(0, 300)}`)
  expect(result.place.city).not.toBe('')
  expect(result.place.state).not.toBe('')
  expect(Number.isFinite(result.place.lat) && Number.isFinite(result.place.lon)).toBe(true)
  return result.place
}

describe('resolvePlace with the built data', () => {
  it.each([
    ['10001', 'New York', 'NY'],
    ['90210', 'Beverly Hills', 'CA'],
    ['60601', 'Chicago', 'IL'],
    ['73301', 'Austin', 'TX'],
    ['99501', 'Anchorage', 'AK'],
    ['96813', 'Honolulu', 'HI'],
    ['00601', 'Adjuntas', 'PR'],
    ['20001', 'Washington', 'DC'],
    ['10001-1234', 'New York', 'NY'],
    ['75036', 'Frisco', 'TX'], // current ZIP that zipcodes@8 lacks; comes from the GeoNames patch
  ])('ZIP %s is %s, %s', (zip, city, state) => {
    const place = expectPlace(index.resolvePlace(zip))
    expect(place).toMatchObject({ city, state, country: 'US', postalCode: zip.slice(0, 5) })
  })

  it.each([
    ['M5V', 'Toronto', 'ON'],
    ['H2X', 'Montréal', 'QC'],
    ['V6B', 'Vancouver', 'BC'],
    ['T2P', 'Calgary', 'AB'],
    ['K1A', 'Ottawa', 'ON'],
    ['m5v-3l9', 'Toronto', 'ON'],
    ['M5V 3L9', 'Toronto', 'ON'],
    ['m5v3l9', 'Toronto', 'ON'],
  ])('Canadian code %s is %s, %s (as its FSA)', (input, city, state) => {
    const place = expectPlace(index.resolvePlace(input))
    expect(place).toMatchObject({ city, state, country: 'CA', postalCode: input.slice(0, 3).toUpperCase() })
  })

  it('places Toronto, Montreal and Vancouver FSAs near those cities', () => {
    const m5v = expectPlace(index.resolvePlace('M5V'))
    expect(m5v.lat).toBeCloseTo(43.65, 1)
    expect(m5v.lon).toBeCloseTo(-79.37, 1)
    const v6b = expectPlace(index.resolvePlace('V6B'))
    expect(v6b.lat).toBeCloseTo(49.28, 1)
  })

  it.each(['Austin, TX', 'Austin TX', 'austin, texas', 'AUSTIN,TX'])('%j is Austin, TX', (input) => {
    const place = expectPlace(index.resolvePlace(input))
    expect(place).toMatchObject({ city: 'Austin', state: 'TX', country: 'US' })
    expect(place.postalCode).toMatch(/^7\d{4}$/)
  })

  it.each(['Toronto, ON', 'Toronto', 'toronto ontario'])('%j is Toronto, ON', (input) => {
    const place = expectPlace(index.resolvePlace(input))
    expect(place).toMatchObject({ city: 'Toronto', state: 'ON', country: 'CA' })
    expect(place.postalCode).toMatch(/^M\d[A-Z]$/)
  })

  it.each(['Montréal, QC', 'Montreal', 'montreal, quebec', 'MONTRÉAL'])('%j is Montréal, QC', (input) => {
    const place = expectPlace(index.resolvePlace(input))
    expect(place).toMatchObject({ city: 'Montréal', state: 'QC', country: 'CA' })
    expect(place.postalCode).toMatch(/^H\d[A-Z]$/)
  })

  it('asks for the state for "Springfield", one candidate per state, sorted', () => {
    const result = index.resolvePlace('Springfield')
    if (result.kind !== 'ambiguous') throw new Error(`expected ambiguous, got ${result.kind}`)
    expect(result.candidates.length).toBeGreaterThanOrEqual(20)
    const states = result.candidates.map((c) => c.state)
    expect(new Set(states).size).toBe(states.length)
    expect(states).toEqual([...states].sort())
    expect(states).toEqual(expect.arrayContaining(['IL', 'MA', 'MO', 'OH', 'OR']))
    for (const c of result.candidates) expect(c.city).toBe('Springfield')
  })

  it('resolves "Springfield, IL" once the state is given', () => {
    expect(expectPlace(index.resolvePlace('Springfield, IL'))).toMatchObject({ city: 'Springfield', state: 'IL' })
  })

  it('accepts Saint/St. spellings', () => {
    expect(expectPlace(index.resolvePlace('St. Louis, MO'))).toMatchObject({ state: 'MO' })
    expect(expectPlace(index.resolvePlace('Saint John, NB'))).toMatchObject({ city: 'Saint John', state: 'NB' })
  })

  it('rejects a malformed ZIP and reports unknown text as not found', () => {
    expect(index.resolvePlace('1234')).toEqual({ kind: 'invalid', message: GEO_MESSAGES.invalidPostalCode })
    expect(index.resolvePlace('ABCDE')).toEqual({ kind: 'not_found' })
    expect(index.resolvePlace('   ')).toEqual({ kind: 'invalid', message: GEO_MESSAGES.required })
    expect(index.resolvePlace('Austin, ZZ')).toEqual({ kind: 'not_found' })
    expect(index.resolvePlace('Toronto, TX')).toEqual({ kind: 'not_found' })
  })

  it('reports a well-formed but unknown postal code as not found', () => {
    expect(index.resolvePlace('00000')).toEqual({ kind: 'not_found' })
    expect(index.resolvePlace('H0H 0H0')).toEqual({ kind: 'not_found' }) // Santa's placeholder FSA is dropped
  })
})

describe('suggestPlaces with the built data', () => {
  it('completes ZIP prefixes in ZIP order', () => {
    const places = index.suggestPlaces('6060', 5)
    expect(places.map((p) => p.postalCode)).toEqual(['60601', '60602', '60603', '60604', '60605'])
    expect(places.every((p) => p.city === 'Chicago')).toBe(true)
  })

  it('completes FSA prefixes', () => {
    const places = index.suggestPlaces('m5', 3)
    expect(places.map((p) => p.postalCode)).toEqual(['M5A', 'M5B', 'M5C'])
    expect(places.every((p) => p.city === 'Toronto' && p.state === 'ON')).toBe(true)
  })

  it('puts the heaviest city first and folds accents', () => {
    expect(index.suggestPlaces('Tor', 5)[0]).toMatchObject({ city: 'Toronto', state: 'ON' })
    expect(index.suggestPlaces('montre', 5).map((p) => `${p.city}, ${p.state}`)).toContain('Montréal, QC')
  })

  it('narrows "City, region-prefix" to matching states', () => {
    const places = index.suggestPlaces('Springfield, I', 10)
    expect(places.length).toBeGreaterThan(0)
    for (const p of places) expect(['IL', 'ID', 'IN', 'IA']).toContain(p.state)
  })

  it('honours the limit and returns nothing for empty input', () => {
    expect(index.suggestPlaces('san', 4)).toHaveLength(4)
    expect(index.suggestPlaces('', 4)).toEqual([])
    expect(index.suggestPlaces('zzzzqq', 4)).toEqual([])
  })
})

describe('createGeoIndex rules on a small fixture', () => {
  const fixture: GeoData = {
    usZips: { version: 1, rows: [['12345', 42.8, -73.9, 'Lakeside', 'NY']] },
    caFsas: { version: 1, rows: [['A1A', 47.5, -52.7, 'Lakeside', 'NL']] },
    cities: {
      version: 1,
      rows: [
        ['Lakeside', 'NY', 'US', 42.8, -73.9, '12345', 4],
        ['Lakeside', 'NL', 'CA', 47.5, -52.7, 'A1A', 1],
        ['Bigtown', 'TX', 'US', 30, -97, '75001', 50],
        ['Bigtown', 'OH', 'US', 40, -83, '43001', 2],
        ['Bigtown', 'ON', 'CA', 44, -79, 'K0A', 0],
      ],
    },
  }
  const small = createGeoIndex(fixture)

  it('picks the dominant candidate only when it outweighs all others together by the ratio', () => {
    expect(small.resolvePlace('Bigtown')).toMatchObject({ kind: 'place', place: { state: 'TX' } })
    const lakeside = small.resolvePlace('Lakeside')
    expect(lakeside.kind).toBe('ambiguous')
    if (lakeside.kind === 'ambiguous') expect(lakeside.candidates.map((c) => c.state)).toEqual(['NY', 'NL'])
  })

  it('resolves a city in a named region even when the bare name is ambiguous', () => {
    expect(small.resolvePlace('Lakeside, Newfoundland and Labrador')).toMatchObject({
      kind: 'place',
      place: { country: 'CA', state: 'NL', postalCode: 'A1A' },
    })
  })
})
