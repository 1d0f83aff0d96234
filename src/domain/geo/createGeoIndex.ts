import { foldCityName, foldText } from './foldText'
import { normalizePostalCode } from './postalCode'
import { REGIONS } from './regions'
import { GEO_MESSAGES } from './messages'
import type { CaFsaRow, CityRow, GeoData, Place, ResolvePlaceResult, UsZipRow } from './types'

/**
 * A bare city name resolves to its heaviest candidate only when that candidate carries at
 * least this many times the combined weight (ZIP or FSA count) of all the others:
 * "Toronto" (102 FSAs vs a handful of one-ZIP US Torontos) and "Houston" resolve,
 * "Springfield", "Portland" and "Kansas City" ask for the state.
 */
export const CITY_DOMINANCE_RATIO = 5

export interface GeoIndex {
  /** ZIP, ZIP+4, Canadian postal code or FSA, "City, ST", "City ST", "City, State Name" or "City". */
  resolvePlace(input: string): ResolvePlaceResult
  /**
   * Autocomplete: a ZIP prefix ("606"), an FSA prefix ("M5"), a city name prefix ("Tor"),
   * or a city with a state/province prefix ("Springfield, I"). Heaviest cities first.
   */
  suggestPlaces(prefix: string, limit?: number): Place[]
  /** Counts of what was loaded, for logs and health checks. */
  readonly size: { zips: number; fsas: number; cities: number }
}

interface CityEntry {
  row: CityRow
  folded: string
}

const zipPlace = (r: UsZipRow): Place => ({ lat: r[1], lon: r[2], city: r[3], state: r[4], country: 'US', postalCode: r[0] })
const fsaPlace = (r: CaFsaRow): Place => ({ lat: r[1], lon: r[2], city: r[3], state: r[4], country: 'CA', postalCode: r[0] })
const cityPlace = (r: CityRow): Place => ({ lat: r[3], lon: r[4], city: r[0], state: r[1], country: r[2], postalCode: r[5] })

/** First index in a sorted array whose key is >= target. */
function lowerBound<T>(items: readonly T[], target: string, keyOf: (item: T) => string): number {
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (keyOf(items[mid] as T) < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

const byCountryThenState = (a: Place, b: Place): number =>
  a.country === b.country ? (a.state < b.state ? -1 : a.state > b.state ? 1 : 0) : a.country === 'US' ? -1 : 1

export function createGeoIndex(data: GeoData): GeoIndex {
  const zips = new Map<string, UsZipRow>()
  for (const r of data.usZips.rows) zips.set(r[0], r)
  const fsas = new Map<string, CaFsaRow>()
  for (const r of data.caFsas.rows) fsas.set(r[0], r)
  // Sorted copies for prefix search (the files are sorted already, but do not rely on it).
  const zipList = [...data.usZips.rows].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const fsaList = [...data.caFsas.rows].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))

  const citiesByName = new Map<string, CityEntry[]>()
  const cityList: CityEntry[] = []
  for (const row of data.cities.rows) {
    const entry = { row, folded: foldCityName(row[0]) }
    cityList.push(entry)
    const list = citiesByName.get(entry.folded)
    if (list) list.push(entry)
    else citiesByName.set(entry.folded, [entry])
  }
  cityList.sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : b.row[6] - a.row[6]))

  // "tx", "texas", "on", "ontario", "quebec" -> region code
  const regionByName = new Map<string, string>()
  for (const r of REGIONS) {
    regionByName.set(foldText(r.code), r.code)
    regionByName.set(foldText(r.name), r.code)
  }
  regionByName.set('pei', 'PE')
  regionByName.set('newfoundland', 'NL')
  regionByName.set('labrador', 'NL')
  regionByName.set('yukon territory', 'YT')
  regionByName.set('washington dc', 'DC')
  regionByName.set('us virgin islands', 'VI')
  regionByName.set('virgin islands', 'VI')
  const maxRegionWords = Math.max(...[...regionByName.keys()].map((k) => k.split(' ').length))

  const lookupCity = (name: string, region: string): CityEntry | undefined =>
    citiesByName.get(name)?.find((e) => e.row[1] === region)

  function resolveCityName(folded: string): ResolvePlaceResult {
    const candidates = citiesByName.get(folded)
    if (!candidates || candidates.length === 0) return { kind: 'not_found' }
    if (candidates.length === 1) return { kind: 'place', place: cityPlace((candidates[0] as CityEntry).row) }
    const byWeight = [...candidates].sort((a, b) => b.row[6] - a.row[6])
    const top = byWeight[0] as CityEntry
    const others = byWeight.slice(1).reduce((sum, e) => sum + e.row[6], 0)
    if (top.row[6] > 0 && top.row[6] >= CITY_DOMINANCE_RATIO * others) return { kind: 'place', place: cityPlace(top.row) }
    return { kind: 'ambiguous', candidates: candidates.map((e) => cityPlace(e.row)).sort(byCountryThenState) }
  }

  function resolveCity(input: string): ResolvePlaceResult {
    const comma = input.lastIndexOf(',')
    if (comma !== -1) {
      const name = foldCityName(input.slice(0, comma))
      const regionText = foldText(input.slice(comma + 1))
      if (!name) return { kind: 'not_found' }
      if (!regionText) return resolveCityName(name)
      const region = regionByName.get(regionText)
      if (!region) return { kind: 'not_found' }
      const hit = lookupCity(name, region)
      return hit ? { kind: 'place', place: cityPlace(hit.row) } : { kind: 'not_found' }
    }
    // No comma: "Austin TX", "Saint John New Brunswick", or a bare name ("Kansas City", "New York").
    const words = foldText(input).split(' ').filter(Boolean)
    for (let n = Math.min(maxRegionWords, words.length - 1); n >= 1; n--) {
      const region = regionByName.get(words.slice(words.length - n).join(' '))
      if (!region) continue
      const hit = lookupCity(foldCityName(words.slice(0, words.length - n).join(' ')), region)
      if (hit) return { kind: 'place', place: cityPlace(hit.row) }
    }
    return resolveCityName(foldCityName(input))
  }

  function resolvePlace(input: string): ResolvePlaceResult {
    const text = input.trim()
    if (!text) return { kind: 'invalid', message: GEO_MESSAGES.required }
    const postal = normalizePostalCode(text)
    if (postal) {
      const row = postal.country === 'US' ? zips.get(postal.postalCode) : fsas.get(postal.postalCode)
      if (!row) return { kind: 'not_found' }
      return { kind: 'place', place: postal.country === 'US' ? zipPlace(row as UsZipRow) : fsaPlace(row as CaFsaRow) }
    }
    // Mostly digits but not a ZIP ("1234", "123456"): a mistyped postal code, not a city.
    if (/^[\d\s-]+$/.test(text)) return { kind: 'invalid', message: GEO_MESSAGES.invalidPostalCode }
    return resolveCity(text)
  }

  function suggestPlaces(prefix: string, limit = 10): Place[] {
    const text = prefix.trim()
    if (!text || limit <= 0) return []
    if (/^\d{1,5}$/.test(text)) {
      const out: Place[] = []
      for (let i = lowerBound(zipList, text, (r) => r[0]); i < zipList.length && out.length < limit; i++) {
        const r = zipList[i] as UsZipRow
        if (!r[0].startsWith(text)) break
        out.push(zipPlace(r))
      }
      return out
    }
    const postal = normalizePostalCode(text)
    const fsaPrefix = postal?.country === 'CA' ? postal.postalCode : /^[a-z]\d?$/i.test(text) ? text.toUpperCase() : null
    const fsaOut: Place[] = []
    if (fsaPrefix) {
      for (let i = lowerBound(fsaList, fsaPrefix, (r) => r[0]); i < fsaList.length && fsaOut.length < limit; i++) {
        const r = fsaList[i] as CaFsaRow
        if (!r[0].startsWith(fsaPrefix)) break
        fsaOut.push(fsaPlace(r))
      }
      if (fsaPrefix.length > 1) return fsaOut
    }

    // City prefix, optionally "City, region-prefix".
    const comma = text.indexOf(',')
    const namePart = foldCityName(comma === -1 ? text : text.slice(0, comma))
    const regionPart = comma === -1 ? '' : foldText(text.slice(comma + 1))
    if (!namePart) return fsaOut
    const matches: CityEntry[] = []
    for (let i = lowerBound(cityList, namePart, (e) => e.folded); i < cityList.length; i++) {
      const e = cityList[i] as CityEntry
      if (!e.folded.startsWith(namePart)) break
      if (comma !== -1) {
        if (e.folded !== namePart) continue
        if (regionPart && !regionMatches(e.row[1], regionPart)) continue
      }
      matches.push(e)
    }
    // Exact name first, then by weight, then alphabetically (cityList order is stable).
    matches.sort((a, b) => Number(b.folded === namePart) - Number(a.folded === namePart) || b.row[6] - a.row[6])
    const cities = matches.slice(0, limit).map((e) => cityPlace(e.row))
    return [...cities, ...fsaOut].slice(0, limit)
  }

  function regionMatches(code: string, foldedPrefix: string): boolean {
    if (foldText(code).startsWith(foldedPrefix)) return true
    const region = REGIONS.find((r) => r.code === code)
    return region ? foldText(region.name).startsWith(foldedPrefix) : false
  }

  return {
    resolvePlace,
    suggestPlaces,
    size: { zips: zips.size, fsas: fsas.size, cities: cityList.length },
  }
}
