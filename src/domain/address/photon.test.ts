import { describe, expect, it } from 'vitest'
import { photonSearchUrl, placesFromPhoton } from './photon'

/** One Photon GeoJSON feature, in the shape Photon answers. */
function feature(properties: Record<string, unknown>, coordinates: [number, number] = [-73.9857, 40.7484]) {
  return { type: 'Feature', geometry: { type: 'Point', coordinates }, properties: { osm_type: 'W', osm_id: 1, osm_key: 'building', osm_value: 'yes', ...properties } }
}
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features })

const empireState = feature({
  type: 'house', name: 'Empire State Building', housenumber: '350', street: '5th Avenue', postcode: '10118', city: 'New York',
  district: 'Manhattan', county: 'New York County', state: 'New York', country: 'United States', countrycode: 'US',
})
const gauchetiere = feature(
  { type: 'house', housenumber: '1010', street: 'Rue De La Gauchetière Ouest', postcode: 'h3b2n2', city: 'Montréal', state: 'Québec', country: 'Canada', countrycode: 'CA' },
  [-73.5673, 45.4992],
)

describe('photonSearchUrl', () => {
  it('asks for houses, streets and cities inside the US and Canada box', () => {
    const url = new URL(photonSearchUrl('http://photon.internal:2322/', '350 Fifth', 6))
    expect(url.origin + url.pathname).toBe('http://photon.internal:2322/api')
    expect(url.searchParams.get('q')).toBe('350 Fifth')
    expect(url.searchParams.get('limit')).toBe('6')
    expect(url.searchParams.get('bbox')).toBe('-180,18,-52,84')
    expect(url.searchParams.getAll('layer')).toEqual(['house', 'street', 'city'])
  })
})

describe('placesFromPhoton', () => {
  it('a house fills street, city, state and zip', () => {
    expect(placesFromPhoton(collection(empireState), '350 Fif', 6)).toEqual([
      { street: '350 5th Avenue', city: 'New York', state: 'NY', country: 'US', postalCode: '10118', lat: 40.7484, lon: -73.9857 },
    ])
  })

  it('a Canadian house: French province name to its code, postal code normalised', () => {
    expect(placesFromPhoton(collection(gauchetiere), '1010 gauch', 6)).toMatchObject([
      { street: '1010 Rue De La Gauchetière Ouest', city: 'Montréal', state: 'QC', country: 'CA', postalCode: 'H3B 2N2' },
    ])
  })

  it('keeps the US and Canada only: other countries and unlisted territories are dropped', () => {
    const mexico = feature({ type: 'house', housenumber: '5', street: 'Avenida Juárez', city: 'Tijuana', state: 'Baja California', countrycode: 'MX', postcode: '22000' })
    const puertoRico = feature({ type: 'house', housenumber: '5', street: 'Calle Luna', city: 'San Juan', state: 'Puerto Rico', countrycode: 'US', postcode: '00901' })
    const wrongCountry = feature({ type: 'house', housenumber: '5', street: 'Main St', city: 'Springfield', state: 'Ontario', countrycode: 'US' })
    expect(placesFromPhoton(collection(mexico, puertoRico, wrongCountry, empireState), '5', 6)?.map((p) => p.city)).toEqual(['New York'])
  })

  it('a street without a house number keeps the number the visitor typed, or fills no street', () => {
    const fifth = feature({ type: 'street', osm_key: 'highway', name: '5th Avenue', city: 'New York', state: 'New York', countrycode: 'US', postcode: '10001' })
    expect(placesFromPhoton(collection(fifth), '350 5th av', 6)?.[0]?.street).toBe('350 5th Avenue')
    expect(placesFromPhoton(collection(fifth), '1010, 5th av', 6)?.[0]?.street).toBe('1010 5th Avenue')
    expect(placesFromPhoton(collection(fifth), '5th av', 6)?.[0]).not.toHaveProperty('street')
  })

  it('a city fills city and state; a missing or foreign postal code is left empty', () => {
    const austin = feature({ type: 'city', osm_key: 'place', osm_value: 'city', name: 'Austin', state: 'Texas', countrycode: 'US' })
    const badZip = feature({ type: 'house', housenumber: '1', street: 'Elm St', city: 'Austin', state: 'Texas', countrycode: 'US', postcode: 'K1A 0B1' })
    expect(placesFromPhoton(collection(austin, badZip), 'Aus', 6)).toMatchObject([
      { city: 'Austin', state: 'TX', postalCode: '' },
      { street: '1 Elm St', city: 'Austin', state: 'TX', postalCode: '' },
    ])
    expect(placesFromPhoton(collection(austin), 'Aus', 6)?.[0]).not.toHaveProperty('street')
  })

  it('skips features it cannot read, drops duplicates and stops at the limit', () => {
    const list = placesFromPhoton(collection({ type: 'Feature' }, feature({ type: 'house', countrycode: 'US' }), empireState, empireState, gauchetiere), '1', 1)
    expect(list).toHaveLength(1)
    expect(list?.[0]?.city).toBe('New York')
  })

  it('null when the body is not a GeoJSON FeatureCollection', () => {
    expect(placesFromPhoton({ message: 'error' }, 'x', 6)).toBeNull()
    expect(placesFromPhoton('<html>', 'x', 6)).toBeNull()
    expect(placesFromPhoton(collection(), 'x', 6)).toEqual([])
  })
})
