import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createGeoIndex, type GeoIndex } from '@/domain/geo/createGeoIndex'
import type { CaFsasFile, CitiesFile, UsZipsFile } from '@/domain/geo/types'

let index: GeoIndex | undefined

function readGeoFile<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'public/geo', name), 'utf8')) as T
}

/**
 * The process-wide geo index, built on first use from public/geo (about 0.35 s cold and
 * ~18 MB of retained heap, once; lookups are then map reads). Files come from scripts/geodata/build.ts.
 */
export function getGeoIndex(): GeoIndex {
  index ??= createGeoIndex({
    usZips: readGeoFile<UsZipsFile>('us-zips.json'),
    caFsas: readGeoFile<CaFsasFile>('ca-fsas.json'),
    cities: readGeoFile<CitiesFile>('cities.json'),
  })
  return index
}
