/**
 * Deterministic SAMPLE dealers for local development, demos, tests and benchmarks.
 *
 * Every record is plainly fictional: e-mail addresses are at example.com, phone numbers are
 * in the 555-01xx range reserved for fiction, and each record carries `sample: true`, which the
 * admin shows (reading 54: demo data is marked once, by the site-wide demo notice and in the
 * admin, not in the names). Coordinates are real ZIP / FSA centroids from the
 * `zipcodes` package, so searches for real places (10001, 90210, M5V ...) find dealers.
 *
 * Determinism: a seeded PRNG (mulberry32) drives every choice and review dates count back
 * from a fixed reference date, so the same seed always gives the same output.
 */
import { createRequire } from 'node:module'
import type { Country } from '@/domain/geo/country'

import KDBush from 'kdbush'
import { around } from 'geokdbush'

import { dealerProfilePath } from '@/domain/dealers/dealerSlug'
import type { DealerData, DealerMetaData, FuseInfo, GeoPoint, Review, WeekHours } from '@/domain/dealers/dealerSchema'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'

export const SAMPLE_REFERENCE_DATE = '2026-11-01'

export interface SampleDealer {
  data: DealerData
  metaData: DealerMetaData
  fuseInfo?: FuseInfo
  location: GeoPoint
  serviceArea: { radiusMiles: number; servicedPostalCodes: string[] }
  active: boolean
  sample: true
  reviews: Review[]
}

export interface GenerateSampleDealersOptions {
  /** Number of dealers. Default 3000. */
  count?: number
  /** PRNG seed. Default 20261101. */
  seed?: number
  /** Generate reviews (0-25 per dealer). Default true; turn off for fast benchmark data. */
  includeReviews?: boolean
  /** First company ID; IDs are consecutive. Default 900001. */
  firstCompanyId?: number
}

// ---------------------------------------------------------------------------------------
// Postal-code pools from the zipcodes package (loaded once, lazily)

interface ZipRecord {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}

export interface PostalPlace {
  code: string
  lat: number
  lon: number
  city: string
  state: string
  country: Country
}

const US_REGIONS = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR',
] as const

const PROVINCES: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Nova Scotia': 'NS',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  'Northwest Territory': 'NT',
  'Nunavut Territory': 'NU',
  Yukon: 'YT',
}

/** The province's main city, used when an FSA's place name cannot be cleaned up. */
const PROVINCE_FALLBACK_CITY: Record<string, string> = {
  AB: 'Calgary', BC: 'Vancouver', MB: 'Winnipeg', NB: 'Moncton', NL: "St. John's", NS: 'Halifax',
  ON: 'Toronto', PE: 'Charlottetown', QC: 'Montréal', SK: 'Saskatoon', NT: 'Yellowknife', NU: 'Iqaluit',
  YT: 'Whitehorse',
}

const DIRECTION_WORDS = new Set([
  'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'central',
  'inner', 'outer', 'lower', 'upper', 'downtown', 'harbour', 'region',
])

/** "Calgary (city Centre / Calgary Tower)" -> "Calgary"; "Saskatoon North Central" -> "Saskatoon". */
function cleanCanadianCity(raw: string, province: string): string {
  if (raw.includes('\uFFFD')) return PROVINCE_FALLBACK_CITY[province] ?? province
  const words = (raw.split('(')[0] ?? '').replace(/ [A-Z][a-z]+ Provincial Government.*$/, '').split(/\s+/).filter(Boolean)
  while (words.length > 1 && DIRECTION_WORDS.has((words[words.length - 1] ?? '').toLowerCase())) words.pop()
  while (words.length > 1 && DIRECTION_WORDS.has((words[0] ?? '').toLowerCase())) words.shift()
  const city = titleCaseDealerName(words.join(' ').replace(/- /g, '-'))
  return city.length >= 2 && city.length <= 30 ? city : (PROVINCE_FALLBACK_CITY[province] ?? province)
}

interface Pools {
  places: PostalPlace[]
  byRegion: Map<string, PostalPlace[]>
  tree: KDBush
  byCode: Map<string, PostalPlace>
}

let pools: Pools | undefined

function loadPools(): Pools {
  if (pools) return pools
  const require = createRequire(import.meta.url)
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipRecord> }
  const usRegions = new Set<string>(US_REGIONS)
  const places: PostalPlace[] = []
  // Sorted keys: object order is insertion order, but do not depend on the package for it.
  for (const key of Object.keys(zipcodes.codes).sort()) {
    const rec = zipcodes.codes[key]
    if (!rec || !Number.isFinite(rec.latitude) || !Number.isFinite(rec.longitude)) continue
    if (rec.country === 'US' && usRegions.has(rec.state) && /^\d{5}$/.test(rec.zip)) {
      places.push({ code: rec.zip, lat: rec.latitude, lon: rec.longitude, city: rec.city, state: rec.state, country: 'US' })
    } else if (rec.country === 'Canada' && PROVINCES[rec.state] && /^[A-Z]\d[A-Z]$/.test(rec.zip)) {
      const province = PROVINCES[rec.state] as string
      places.push({
        code: rec.zip,
        lat: rec.latitude,
        lon: rec.longitude,
        city: cleanCanadianCity(rec.city, province),
        state: province,
        country: 'CA',
      })
    }
  }
  renameNonTowns(places)
  const byRegion = new Map<string, PostalPlace[]>()
  for (const place of places) {
    const list = byRegion.get(place.state)
    if (list) list.push(place)
    else byRegion.set(place.state, [place])
  }
  const tree = new KDBush(places.length)
  for (const place of places) tree.add(place.lon, place.lat)
  tree.finish()
  pools = { places, byRegion, tree, byCode: new Map(places.map((p) => [p.code, p])) }
  return pools
}

/**
 * ZIPs that belong to one organisation carry its name as the "city" ("Midlantic National Bank",
 * "Kansas Lottery", "Bendix Corp"). A dealer there reads as based in a bank, so such a place takes
 * the name of the nearest real town of its state. Kept narrow: "Paint Bank", "Agency" and
 * "Telephone" are real towns.
 */
const NON_TOWN_NAME =
  /\b(inc|co|corp|corporation|company|natl|insurance|ins|irs|internal revenue|brm|reply|dept|svc|lottery|lending|mail box|contest mail|bank of|card center|commission|readers digest|elec)\b|\b(national|natl|nat|first|savings|trust|amsouth|beneficial|union|merchants|midlantic|centerre)\b.*\bbank\b|\b(ny|continental|general|bell atlantic) telephone\b|\bnatl pk\b/i

export function isNonTownName(name: string): boolean {
  return NON_TOWN_NAME.test(name)
}

function renameNonTowns(places: PostalPlace[]): void {
  const towns = places.filter((p) => !isNonTownName(p.city))
  for (const place of places) {
    if (!isNonTownName(place.city)) continue
    const squeeze = Math.cos((place.lat * Math.PI) / 180)
    let nearest: PostalPlace | undefined
    let best = Infinity
    for (const town of towns) {
      if (town.state !== place.state) continue
      const score = (town.lat - place.lat) ** 2 + ((town.lon - place.lon) * squeeze) ** 2
      if (score < best) [nearest, best] = [town, score]
    }
    if (nearest) place.city = nearest.city
  }
}

// ---------------------------------------------------------------------------------------
// Metro areas: anchor code, share of metro dealers (weight), spread radius in miles

const METROS: { code: string; weight: number; spreadMiles: number }[] = [
  { code: '10001', weight: 10, spreadMiles: 25 }, // New York
  { code: '90210', weight: 4, spreadMiles: 15 }, // Los Angeles (Beverly Hills)
  { code: '90012', weight: 5, spreadMiles: 30 }, // Los Angeles
  { code: '60601', weight: 7, spreadMiles: 30 }, // Chicago
  { code: '78701', weight: 5, spreadMiles: 25 }, // Austin
  { code: '77002', weight: 6, spreadMiles: 30 }, // Houston
  { code: '75201', weight: 6, spreadMiles: 30 }, // Dallas
  { code: '85004', weight: 5, spreadMiles: 30 }, // Phoenix
  { code: '19103', weight: 4, spreadMiles: 25 }, // Philadelphia
  { code: '78205', weight: 3, spreadMiles: 25 }, // San Antonio
  { code: '92101', weight: 3, spreadMiles: 25 }, // San Diego
  { code: '30303', weight: 5, spreadMiles: 30 }, // Atlanta
  { code: '33131', weight: 4, spreadMiles: 30 }, // Miami
  { code: '98101', weight: 3, spreadMiles: 25 }, // Seattle
  { code: '80202', weight: 3, spreadMiles: 25 }, // Denver
  { code: '02108', weight: 3, spreadMiles: 25 }, // Boston
  { code: '20001', weight: 3, spreadMiles: 20 }, // Washington DC
  { code: '48226', weight: 3, spreadMiles: 25 }, // Detroit
  { code: '55401', weight: 2, spreadMiles: 25 }, // Minneapolis
  { code: '33602', weight: 3, spreadMiles: 25 }, // Tampa
  { code: '63101', weight: 2, spreadMiles: 25 }, // St. Louis
  { code: '28202', weight: 2, spreadMiles: 25 }, // Charlotte
  { code: '37203', weight: 2, spreadMiles: 25 }, // Nashville
  { code: '89101', weight: 2, spreadMiles: 20 }, // Las Vegas
  { code: '97204', weight: 2, spreadMiles: 20 }, // Portland
  { code: '00901', weight: 1, spreadMiles: 15 }, // San Juan
  { code: '96813', weight: 1, spreadMiles: 10 }, // Honolulu
  { code: 'M5V', weight: 6, spreadMiles: 25 }, // Toronto
  { code: 'H2X', weight: 4, spreadMiles: 20 }, // Montréal
  { code: 'V6B', weight: 3, spreadMiles: 20 }, // Vancouver
  { code: 'T2P', weight: 2, spreadMiles: 15 }, // Calgary
  { code: 'T5J', weight: 2, spreadMiles: 15 }, // Edmonton
  { code: 'K1P', weight: 2, spreadMiles: 15 }, // Ottawa
  { code: 'R3C', weight: 1, spreadMiles: 12 }, // Winnipeg
  { code: 'G1R', weight: 1, spreadMiles: 12 }, // Québec City
  { code: 'B3H', weight: 1, spreadMiles: 12 }, // Halifax
]

const KM_PER_MILE = 1.609344
const metroPools = new Map<string, PostalPlace[]>()

function metroPool(code: string, spreadMiles: number): PostalPlace[] {
  const cached = metroPools.get(code)
  if (cached) return cached
  const { places, tree, byCode } = loadPools()
  const anchor = byCode.get(code)
  if (!anchor) throw new Error(`Metro anchor ${code} is not in the zipcodes data`)
  const ids = around(tree, anchor.lon, anchor.lat, Infinity, spreadMiles * KM_PER_MILE)
  const pool = ids.map((id) => places[id] as PostalPlace).filter((p) => p.country === anchor.country)
  // The anchor twice: the searched centre of each metro always has dealers on it.
  const result = [anchor, anchor, ...pool]
  metroPools.set(code, result)
  return result
}

const neighbourCache = new Map<string, string[]>()

/** Up to 12 codes of the same country within 60 miles, nearest first (cached per code). */
function neighbourCodes(place: PostalPlace): string[] {
  const cached = neighbourCache.get(place.code)
  if (cached) return cached
  const { places, tree } = loadPools()
  const codes = around(tree, place.lon, place.lat, 13, 60 * KM_PER_MILE)
    .map((id) => places[id] as PostalPlace)
    .filter((p) => p.country === place.country && p.code !== place.code)
    .map((p) => p.code)
    .slice(0, 12)
  neighbourCache.set(place.code, codes)
  return codes
}

// ---------------------------------------------------------------------------------------
// Seeded randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list')
    return list[Math.floor(this.next() * list.length)] as T
  }
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0)
    let r = this.next() * total
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0
      if (r < 0) return items[i] as T
    }
    return items[items.length - 1] as T
  }
  hex(length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 16).toString(16)
    return out
  }
}

// ---------------------------------------------------------------------------------------
// Invented names, addresses, hours and review texts

const NAME_STEMS = [
  'Riverbend', 'Summit Ridge', 'Blue Heron', 'Cedar Hollow', 'Pinecrest', 'Oak Valley', 'Maple Leaf', 'Ironwood',
  'Clearwater', 'Evergreen', 'Prairie Wind', 'Harbor Point', 'Red Rock', 'Copper Creek', 'Silver Lake', 'Stonebridge',
  'Willow Bend', 'Fox Run', 'Northstar', 'Sunrise', 'Twin Pines', 'Granite Peak', 'Meadowbrook', 'Lakeshore',
  'Hilltop', 'Bluebird', 'Kestrel', 'Juniper', 'Aspen Grove', 'Canyon View', 'Driftwood', 'Sandstone',
  'Brightwater', 'Old Mill', 'Timberline', 'Wildflower', 'Crescent', 'Keystone', 'Liberty Bell', 'Anchor Point',
]
const FAMILY_NAMES = ['Miller', 'Garcia', 'Nguyen', "O'Brien", 'Patel', 'Kowalski', 'Johnson', 'Tremblay', 'Okafor', 'Lindqvist', 'Rossi', 'Hernandez']
const NAME_SUFFIXES = [
  'Heating & Air', 'Heating & Cooling', 'Comfort Systems', 'HVAC', 'Air Conditioning, LLC', 'Mechanical',
  'Home Comfort', 'A/C & Heating', 'Climate Control', 'Heating and Air Conditioning', 'Furnace & AC Service',
  'Heat Pump Pros',
]
const STREETS = ['Main', 'Oak', 'Elm', 'Maple', 'Cedar', 'Pine', 'Lake', 'Hill', 'Park', 'Market', 'Mill', 'River', 'Church', 'Sunset', 'Highland', 'Industrial']
const STREET_TYPES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Way', 'Pkwy']
const FIRST_NAMES = ['Alex', 'Jordan', 'Sam', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Pat', 'Drew', 'Robin', 'Chris', 'Dana', 'Lee', 'Maria', 'Wei', 'Amir', 'Sofia', 'Noah', 'Priya', 'Luis', 'Hannah']
const LDU_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'

/** One or two area codes per region: plausible, and combined with 555-01xx always fictional. */
/**
 * Area codes by region, each with the point it is centred on (its main city, roughly). A dealer's
 * numbers take the nearest code of its own region, so a Bronx dealer reads (212) or (718), not the
 * Albany (518). Not a numbering-plan map: enough for sample data that reads right.
 */
const AREA_CODES: Record<string, readonly (readonly [code: number, lat: number, lon: number])[]> = {
  AL: [[205, 33.52, -86.8], [256, 34.73, -86.59], [251, 30.69, -88.04], [334, 32.37, -86.3]],
  AK: [[907, 61.22, -149.9]],
  AZ: [[602, 33.45, -112.07], [480, 33.42, -111.83], [623, 33.54, -112.19], [520, 32.22, -110.97], [928, 35.2, -111.65]],
  AR: [[501, 34.75, -92.29], [479, 36.06, -94.16], [870, 35.84, -90.7]],
  CA: [
    [213, 34.05, -118.24], [310, 34.02, -118.49], [818, 34.18, -118.31], [626, 34.15, -118.14], [562, 33.77, -118.19],
    [714, 33.84, -117.91], [949, 33.68, -117.83], [909, 34.11, -117.29], [951, 33.95, -117.4], [760, 33.83, -116.55],
    [619, 32.72, -117.16], [805, 34.42, -119.7], [661, 35.37, -119.02], [559, 36.74, -119.79], [831, 36.68, -121.66],
    [408, 37.34, -121.89], [510, 37.8, -122.27], [415, 37.77, -122.42], [209, 37.96, -121.29], [916, 38.58, -121.49],
    [707, 38.44, -122.71], [530, 40.59, -122.39],
  ],
  CO: [[303, 39.74, -104.99], [719, 38.83, -104.82], [970, 40.59, -105.08]],
  CT: [[203, 41.31, -72.92], [860, 41.76, -72.68]],
  DE: [[302, 39.16, -75.52]],
  DC: [[202, 38.9, -77.04]],
  FL: [
    [305, 25.76, -80.19], [954, 26.12, -80.14], [561, 26.72, -80.05], [772, 27.27, -80.35], [239, 26.64, -81.87],
    [941, 27.34, -82.53], [813, 27.95, -82.46], [727, 27.77, -82.64], [863, 28.04, -81.95], [407, 28.54, -81.38],
    [321, 28.08, -80.61], [386, 29.21, -81.02], [352, 29.65, -82.32], [904, 30.33, -81.66], [850, 30.44, -84.28],
  ],
  GA: [[404, 33.75, -84.39], [770, 33.95, -84.55], [706, 33.47, -81.97], [478, 32.84, -83.63], [912, 32.08, -81.09], [229, 31.58, -84.16]],
  HI: [[808, 21.31, -157.86]],
  ID: [[208, 43.62, -116.2]],
  IL: [[312, 41.88, -87.63], [630, 41.75, -88.15], [815, 42.27, -89.09], [309, 40.69, -89.59], [217, 39.8, -89.64], [618, 38.52, -89.98]],
  IN: [[317, 39.77, -86.16], [219, 41.59, -87.35], [574, 41.68, -86.25], [260, 41.08, -85.14], [765, 40.42, -86.88], [812, 37.97, -87.57]],
  IA: [[515, 41.59, -93.62], [319, 41.98, -91.67], [563, 41.52, -90.58], [641, 43.15, -93.2], [712, 42.5, -96.4]],
  KS: [[316, 37.69, -97.34], [785, 39.05, -95.68], [913, 39.11, -94.63], [620, 37.75, -100.02]],
  KY: [[502, 38.25, -85.76], [859, 38.04, -84.5], [606, 38.48, -82.64], [270, 36.99, -86.44]],
  LA: [[504, 29.95, -90.07], [985, 29.6, -90.72], [225, 30.45, -91.19], [337, 30.22, -92.02], [318, 32.53, -93.75]],
  ME: [[207, 44.1, -70.2]],
  MD: [[410, 39.29, -76.61], [301, 38.99, -77.03]],
  MA: [[617, 42.36, -71.06], [781, 42.38, -71.24], [978, 42.63, -71.32], [508, 42.26, -71.8], [413, 42.1, -72.59]],
  MI: [
    [313, 42.33, -83.05], [248, 42.61, -83.15], [810, 43.01, -83.69], [989, 43.42, -83.95], [517, 42.73, -84.56],
    [269, 42.29, -85.59], [616, 42.96, -85.67], [231, 44.76, -85.62], [906, 46.54, -87.4],
  ],
  MN: [[612, 44.98, -93.27], [651, 44.95, -93.09], [507, 44.02, -92.47], [320, 45.56, -94.16], [218, 46.79, -92.1]],
  MS: [[601, 32.3, -90.18], [228, 30.37, -89.09], [662, 34.26, -88.7]],
  MO: [[314, 38.63, -90.2], [636, 38.78, -90.48], [573, 38.95, -92.33], [816, 39.1, -94.58], [660, 38.7, -93.23], [417, 37.21, -93.29]],
  MT: [[406, 46.6, -112.03]],
  NE: [[402, 41.26, -95.93], [308, 41.12, -100.77]],
  NV: [[702, 36.17, -115.14], [775, 39.53, -119.81]],
  NH: [[603, 43.2, -71.54]],
  NJ: [[201, 40.73, -74.08], [973, 40.74, -74.17], [908, 40.66, -74.21], [732, 40.49, -74.45], [609, 40.22, -74.76], [856, 39.93, -75.12]],
  NM: [[505, 35.08, -106.65], [575, 32.32, -106.76]],
  NY: [
    [212, 40.76, -73.98], [718, 40.7, -73.9], [516, 40.73, -73.59], [631, 40.85, -73.1], [914, 41.03, -73.76],
    [845, 41.7, -73.92], [518, 42.65, -73.76], [607, 42.1, -75.92], [315, 43.05, -76.15], [585, 43.16, -77.61],
    [716, 42.89, -78.88],
  ],
  NC: [[704, 35.23, -80.84], [919, 35.78, -78.64], [336, 36.07, -79.79], [828, 35.6, -82.55], [910, 35.05, -78.88], [252, 35.61, -77.37]],
  ND: [[701, 46.81, -100.78]],
  OH: [[614, 39.96, -83.0], [216, 41.5, -81.69], [330, 41.08, -81.52], [419, 41.65, -83.54], [513, 39.1, -84.51], [937, 39.76, -84.19], [740, 39.94, -82.01]],
  OK: [[405, 35.47, -97.52], [918, 36.15, -95.99], [580, 34.6, -98.39]],
  OR: [[503, 45.52, -122.68], [541, 44.05, -123.09]],
  PA: [[215, 39.95, -75.17], [610, 40.6, -75.49], [717, 40.27, -76.88], [570, 41.41, -75.66], [814, 42.13, -80.09], [412, 40.44, -80.0], [724, 40.17, -80.25]],
  RI: [[401, 41.82, -71.41]],
  SC: [[803, 34.0, -81.03], [843, 32.78, -79.93], [864, 34.85, -82.4]],
  SD: [[605, 44.37, -100.35]],
  TN: [[615, 36.16, -86.78], [931, 36.53, -87.36], [901, 35.15, -90.05], [731, 35.61, -88.81], [865, 35.96, -83.92], [423, 35.05, -85.31]],
  TX: [
    [512, 30.27, -97.74], [713, 29.76, -95.37], [214, 32.78, -96.8], [817, 32.76, -97.33], [210, 29.42, -98.49],
    [830, 29.7, -98.12], [915, 31.76, -106.49], [806, 33.58, -101.86], [432, 32.0, -102.08], [361, 27.8, -97.4],
    [956, 26.2, -98.23], [409, 30.08, -94.13], [903, 32.35, -95.3], [254, 31.55, -97.15], [325, 32.45, -99.73],
    [940, 33.91, -98.49], [979, 30.67, -96.37], [936, 31.34, -94.73],
  ],
  UT: [[801, 40.76, -111.89], [435, 37.1, -113.58]],
  VT: [[802, 44.26, -72.58]],
  VA: [[703, 38.88, -77.1], [804, 37.54, -77.44], [757, 36.85, -76.29], [540, 37.27, -79.94], [434, 37.41, -79.14], [276, 36.6, -82.19]],
  WA: [[206, 47.61, -122.33], [425, 47.61, -122.2], [253, 47.25, -122.44], [360, 47.04, -122.9], [509, 47.66, -117.43]],
  WV: [[304, 38.35, -81.63]],
  WI: [[414, 43.04, -87.91], [262, 43.01, -88.23], [608, 43.07, -89.4], [920, 44.51, -88.01], [715, 44.81, -91.5]],
  WY: [[307, 42.87, -106.31]],
  PR: [[787, 18.47, -66.11]],
  AB: [[403, 51.05, -114.07], [780, 53.55, -113.49]],
  BC: [[604, 49.28, -123.12], [250, 49.89, -119.5]],
  MB: [[204, 49.9, -97.14]],
  NB: [[506, 46.09, -64.78]],
  NL: [[709, 47.56, -52.71]],
  NS: [[902, 44.65, -63.58]],
  ON: [[416, 43.65, -79.38], [905, 43.26, -79.87], [519, 42.98, -81.25], [613, 45.42, -75.7], [705, 46.49, -80.99], [807, 48.38, -89.25]],
  PE: [[902, 46.24, -63.13]],
  QC: [[514, 45.5, -73.57], [450, 45.54, -73.4], [819, 45.4, -71.89], [418, 46.81, -71.21]],
  SK: [[306, 52.13, -106.67]],
  NT: [[867, 62.45, -114.37]],
  NU: [[867, 63.75, -68.52]],
  YT: [[867, 60.72, -135.06]],
}

/** The region's area code centred nearest to the point (a flat-earth comparison is enough here). */
export function nearestAreaCode(region: string, lat: number, lon: number): number {
  const codes = AREA_CODES[region]
  if (!codes?.length) return 555
  const squeeze = Math.cos((lat * Math.PI) / 180)
  let best = codes[0] as readonly [number, number, number]
  let bestScore = Infinity
  for (const entry of codes) {
    const score = (entry[1] - lat) ** 2 + ((entry[2] - lon) * squeeze) ** 2
    if (score < bestScore) [best, bestScore] = [entry, score]
  }
  return best[0]
}

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'The technician arrived on time, explained every option and had our furnace running the same afternoon.',
    'Fast, friendly and fairly priced. Our new heat pump is quiet and the house finally feels even.',
    'They replaced our old air conditioner in one day and cleaned up everything afterwards.',
    'Great communication from the first call to the final inspection. Highly recommend.',
    'Honest advice: they fixed a sensor instead of selling us a new system.',
  ],
  4: [
    'Good work on our AC tune-up. Scheduling took a few days but the visit itself was excellent.',
    'Knowledgeable crew and a clean install. The quote was a little higher than expected.',
    'Solid service on a weekend emergency call. Would use them again.',
  ],
  3: [
    'The repair worked, but we had to call twice to get an arrival time.',
    'Average experience. The technician was polite, the paperwork was confusing.',
  ],
  2: [
    'The first visit did not fix the problem; a second visit did, with an extra charge.',
    'Hard to reach by phone and the appointment window was missed.',
  ],
  1: [
    'Nobody showed up for the scheduled appointment and we had to find another company.',
    'The system still blows warm air after the repair. Disappointed.',
  ],
}

const OWNER_RESPONSES: Record<number, string[]> = {
  5: ['Thank you for choosing us! We are glad your home is comfortable again.', 'We appreciate the kind words and your business.'],
  4: ['Thanks for the feedback. We are working on shorter scheduling times.', 'Thank you! We are glad the install went well.'],
  3: ['Thanks for letting us know. We have passed your comments to our dispatch team.'],
  2: ['We are sorry for the trouble. Please call our office so we can make this right.'],
  1: ['We apologise for the missed appointment. Our manager will contact you directly.'],
}

const RATING_VALUES = [5, 4, 3, 2, 1]
const RATING_WEIGHTS = [52, 27, 9, 6, 6]

const DAY_MS = 86_400_000
const REFERENCE_MS = Date.parse(`${SAMPLE_REFERENCE_DATE}T00:00:00Z`)

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function phone(rng: Rng, at: { state: string; lat: number; lon: number }): string {
  // One draw as before, so every other sample value stays the same; the code itself is the nearest.
  rng.next()
  const area = nearestAreaCode(at.state, at.lat, at.lon)
  return `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`
}

function weekHours(rng: Rng, emergency: boolean): WeekHours {
  const open = rng.pick(['7:00 AM', '7:30 AM', '8:00 AM'])
  const close = rng.pick(['4:30 PM', '5:00 PM', '6:00 PM'])
  const weekday = emergency && rng.chance(0.5) ? 'Open 24 Hours' : `${open} - ${close}`
  const saturday = emergency ? 'Open 24 Hours' : rng.pick(['Closed', '9:00 AM - 1:00 PM', '8:00 AM - 12:00 PM'])
  const sunday = emergency ? 'Open 24 Hours' : 'Closed'
  return { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: saturday, sun: sunday }
}

function makeReviews(rng: Rng): Review[] {
  const count = rng.chance(0.15) ? 0 : rng.int(1, 25)
  const reviews: Review[] = []
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted(RATING_VALUES, RATING_WEIGHTS)
    const dateMs = REFERENCE_MS - rng.int(0, 3 * 365) * DAY_MS
    const respond = rng.chance(rating <= 3 ? 0.6 : 0.25)
    const responseMs = Math.min(REFERENCE_MS, dateMs + rng.int(1, 14) * DAY_MS)
    reviews.push({
      author_name: `${rng.pick(FIRST_NAMES)} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      rating,
      date: isoDate(dateMs),
      text: rng.pick(REVIEW_TEXTS[rating] ?? []),
      owner_response: respond ? rng.pick(OWNER_RESPONSES[rating] ?? []) : null,
      owner_response_date: respond ? isoDate(responseMs) : null,
    })
  }
  // Newest first, ties by author for determinism.
  return reviews.sort((a, b) => b.date.localeCompare(a.date) || a.author_name.localeCompare(b.author_name))
}

function dealerName(rng: Rng, city: string): string {
  const roll = rng.next()
  const stem =
    roll < 0.65 ? rng.pick(NAME_STEMS) : roll < 0.85 ? `${rng.pick(FAMILY_NAMES)} and Sons` : `${city}`
  return `${stem} ${rng.pick(NAME_SUFFIXES)}`
}

function emailLocalPart(name: string, companyID: number): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${base.slice(0, 40)}-${companyID}`
}

// ---------------------------------------------------------------------------------------
// Placement plan: which region / metro each dealer goes to

type Placement = { kind: 'metro'; code: string; spreadMiles: number } | { kind: 'region'; region: string }

function placementPlan(count: number, rng: Rng): Placement[] {
  const { byRegion } = loadPools()
  const regions = [...byRegion.keys()].sort()
  const plan: Placement[] = []
  // Every state, DC, PR, province and territory gets dealers before anything else.
  const perRegion = Math.max(1, Math.floor((count * 0.12) / regions.length))
  for (const region of regions) for (let i = 0; i < perRegion && plan.length < count; i++) plan.push({ kind: 'region', region })
  const metroCount = Math.round(count * 0.5)
  const metroWeights = METROS.map((m) => m.weight)
  for (let i = 0; i < metroCount && plan.length < count; i++) {
    const metro = rng.weighted(METROS, metroWeights)
    plan.push({ kind: 'metro', code: metro.code, spreadMiles: metro.spreadMiles })
  }
  // The rest spread by how many codes a region has: suburbs, small towns and rural areas.
  const regionWeights = regions.map((r) => byRegion.get(r)?.length ?? 0)
  while (plan.length < count) plan.push({ kind: 'region', region: rng.weighted(regions, regionWeights) })
  return plan
}

// ---------------------------------------------------------------------------------------

export function generateSampleDealers(options: GenerateSampleDealersOptions = {}): SampleDealer[] {
  const count = options.count ?? 3000
  const includeReviews = options.includeReviews ?? true
  const firstCompanyId = options.firstCompanyId ?? 900_001
  const rng = new Rng(mulberry32(options.seed ?? 20261101))
  const { byRegion } = loadPools()

  return placementPlan(count, rng).map((placement, i): SampleDealer => {
    const companyID = firstCompanyId + i
    const inMetro = placement.kind === 'metro'
    const place =
      placement.kind === 'metro'
        ? rng.pick(metroPool(placement.code, placement.spreadMiles))
        : rng.pick(byRegion.get(placement.region) ?? [])
    const canadian = place.country === 'CA'

    // Spread dealers of one code around its centroid (up to ~2 miles).
    const lat = place.lat + (rng.next() - 0.5) * 0.06
    const lon = place.lon + ((rng.next() - 0.5) * 0.06) / Math.max(0.2, Math.cos((place.lat * Math.PI) / 180))

    const radiusMiles = rng.chance(0.08) ? 0 : inMetro ? rng.int(15, 40) : rng.int(30, 90)
    const neighbours = neighbourCodes(place).slice(0, rng.int(3, 12))
    const servicedPostalCodes = [...new Set([place.code, ...neighbours])]

    const name = dealerName(rng, place.city)
    const customerCare = rng.chance(0.6)
    const emergencyService = rng.chance(0.35)
    const nexiaDealer = rng.chance(0.3)
    const asHomeDealer = rng.chance(0.25)
    const showFinancing = rng.chance(0.4)
    const isTcs = rng.chance(0.1)
    const charterMemberDate = rng.chance(0.12)
      ? isoDate(Date.parse('1998-01-01T00:00:00Z') + rng.int(0, 17 * 365) * DAY_MS)
      : undefined
    const reviews = includeReviews ? makeReviews(rng) : []
    const total = reviews.length
    const average = total === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / total) * 10) / 10
    const zipcode = canadian
      ? `${place.code} ${rng.int(0, 9)}${LDU_LETTERS[rng.int(0, LDU_LETTERS.length - 1)]}${rng.int(0, 9)}`
      : place.code
    const phone1 = phone(rng, { state: place.state, lat, lon })

    const data: DealerData = {
      companyID,
      dealer_guid: `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`,
      brandID: 'AS',
      valueBrand: 'AS',
      name,
      addressLine1: `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(STREET_TYPES)}`,
      ...(rng.chance(0.2) ? { addressLine2: `Suite ${rng.int(1, 40) * 10}` } : {}),
      city: place.city,
      state: place.state,
      zipcode,
      country: place.country,
      phone1,
      ...(rng.chance(0.4) ? { phone2: phone(rng, { state: place.state, lat, lon }) } : {}),
      ...(rng.chance(0.1) ? { phone3: phone(rng, { state: place.state, lat, lon }) } : {}),
      email: `${emailLocalPart(name, companyID)}@example.com`,
      dealerType: customerCare ? 'CC' : 'NON-CC',
      displaySupport: customerCare,
      emergencyService,
      ...(showFinancing ? { financeURL: `https://example.com/financing/${companyID}` } : {}),
      leasingOption: rng.chance(0.1),
      googleReviews: total > 0,
      nateCertified: rng.chance(0.45),
      nexiaDealer,
      nexiaDealerDiagnostics: nexiaDealer && rng.chance(0.6),
      asHomeDealer,
      asHomeDealerDiagnostics: asHomeDealer && rng.chance(0.5),
      ...(charterMemberDate ? { charterMemberDate } : {}),
      preferred: rng.chance(0.2),
      score: rng.int(0, 100),
      showFinancing,
      showAddress: rng.chance(0.85),
      ...(isTcs ? { tcsID: `TCS-SAMPLE-${companyID}` } : {}),
      isTcs,
      totalResponseCount: reviews.filter((r) => r.owner_response).length,
      spanish: rng.chance(canadian ? 0.03 : place.state === 'PR' ? 0.95 : 0.15),
      dealerInfo: {
        data: { state: place.state, dbaName: name, weekHours: weekHours(rng, emergencyService) },
      },
    }

    const featured = rng.chance(0.08)
    const fuseInfo: FuseInfo | undefined = rng.chance(0.5)
      ? {
          pool: `sample-pool-${rng.int(1, 20)}`,
          permaleasePhone: phone(rng, { state: place.state, lat, lon }),
          // The one sample call-tracking pool the seed creates (src/seed/callTracking.ts).
          routingGroup: 'RG-SAMPLE',
          targetPhone: phone1,
          paidSearchPermalease: phone(rng, { state: place.state, lat, lon }),
        }
      : undefined

    return {
      data,
      metaData: {
        dealer_url: dealerProfilePath({ name, city: place.city, state: place.state, companyID }),
        average_rating: average,
        total_review_count: total,
        priority_ranking: featured ? rng.int(1, 5) : 0,
      },
      ...(fuseInfo ? { fuseInfo } : {}),
      location: { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 },
      serviceArea: { radiusMiles, servicedPostalCodes },
      active: rng.chance(0.97),
      sample: true,
      reviews,
    }
  })
}

/** @internal Tests: a real ZIP / FSA centroid from the same data. */
export function samplePostalPlace(code: string): PostalPlace | undefined {
  const compact = code.replace(/[\s-]/g, '').toUpperCase()
  return loadPools().byCode.get(/^[A-Z]/.test(compact) ? compact.slice(0, 3) : compact.slice(0, 5))
}
