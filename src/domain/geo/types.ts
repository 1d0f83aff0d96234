import type { Country } from './country'

/**
 * A resolved location. `state` is a USPS state/territory code or a Canadian province code;
 * `postalCode` is a 5-digit ZIP or a 3-character FSA (never a full Canadian postal code).
 */
export interface Place {
  lat: number
  lon: number
  city: string
  state: string
  country: Country
  postalCode: string
}

// Shapes of the files that scripts/geodata/build.ts writes to public/geo/.
// Rows are tuples to keep the shipped JSON small.

/** [zip, lat, lon, city, state]; sorted by zip. */
export type UsZipRow = [zip: string, lat: number, lon: number, city: string, state: string]

/** [fsa, lat, lon, city, province]; sorted by FSA. */
export type CaFsaRow = [fsa: string, lat: number, lon: number, city: string, province: string]

/**
 * [city, region, country, lat, lon, postalCode, weight]; sorted by country, region, city.
 * `weight` is the number of ZIPs (US) or FSAs (Canada) that carry the city's name; it is how
 * a bare city name picks the obvious candidate ("Toronto" -> Toronto, ON).
 */
export type CityRow = [
  city: string,
  region: string,
  country: Country,
  lat: number,
  lon: number,
  postalCode: string,
  weight: number,
]

export interface UsZipsFile {
  version: 1
  rows: UsZipRow[]
}

export interface CaFsasFile {
  version: 1
  rows: CaFsaRow[]
}

export interface CitiesFile {
  version: 1
  rows: CityRow[]
}

/** Everything createGeoIndex needs, already parsed (the domain never reads files). */
export interface GeoData {
  usZips: UsZipsFile
  caFsas: CaFsasFile
  cities: CitiesFile
}

export type ResolvePlaceResult =
  | { kind: 'place'; place: Place }
  /** Several places share the name; the caller should ask for the state or province. */
  | { kind: 'ambiguous'; candidates: Place[] }
  | { kind: 'not_found' }
  | { kind: 'invalid'; message: string }

/** Properties of each feature in public/geo/basemap.json. */
export interface BasemapFeatureProperties {
  name: string
  code: string
  country: Country
}
