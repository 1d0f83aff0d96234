import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '.'

const ok = { PAYLOAD_SECRET: 'x'.repeat(32) }

describe('parseEnv', () => {
  it('defaults to the SQLite file and localhost', () => {
    const env = parseEnv(ok)
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })

  it('address autocomplete: offline unless a Photon URL is set; 1.5 s time-out by default', () => {
    expect(parseEnv(ok).PHOTON_URL).toBeUndefined()
    expect(parseEnv(ok).PHOTON_TIMEOUT_MS).toBe(1500)
    expect(parseEnv({ ...ok, PHOTON_URL: ' ' }).PHOTON_URL).toBeUndefined()
    expect(parseEnv({ ...ok, PHOTON_URL: 'http://photon.internal:2322/', PHOTON_TIMEOUT_MS: '800' })).toMatchObject({
      PHOTON_URL: 'http://photon.internal:2322',
      PHOTON_TIMEOUT_MS: 800,
    })
  })

  it('street map: a PMTiles archive as a path on this site or a URL; glyphs need both placeholders', () => {
    expect(parseEnv({ ...ok, MAP_PMTILES_URL: '/tiles/ny.pmtiles' }).MAP_PMTILES_URL).toBe('/tiles/ny.pmtiles')
    expect(parseEnv({ ...ok, MAP_PMTILES_URL: 'https://tiles.example.com/us.pmtiles' }).MAP_PMTILES_URL).toBe('https://tiles.example.com/us.pmtiles')
    expect(parseEnv({ ...ok, MAP_PMTILES_URL: '' }).MAP_PMTILES_URL).toBeUndefined()
  })

  it('accepts a postgres URL', () => {
    expect(parseEnv({ ...ok, DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db')
  })

  it.each([
    [{}, 'Invalid configuration: PAYLOAD_SECRET is required (a random string of at least 32 characters)'],
    [{ PAYLOAD_SECRET: 'short' }, 'Invalid configuration: PAYLOAD_SECRET must be at least 32 characters long'],
    [{ ...ok, DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL or a file: URL for SQLite (e.g. file:./data/site.db)'],
    [{ ...ok, SITE_URL: 'localhost' }, 'Invalid configuration: SITE_URL must be an http(s) URL'],
    [{ ...ok, PHOTON_URL: 'photon:2322' }, 'Invalid configuration: PHOTON_URL must be an http(s) URL'],
    [{ ...ok, MAP_PMTILES_URL: 'tiles/us.pmtiles' }, 'Invalid configuration: MAP_PMTILES_URL must be a path starting with / or an http(s) URL'],
    [{ ...ok, MAP_GLYPHS_URL: '/fonts/{fontstack}.pbf' }, 'Invalid configuration: MAP_GLYPHS_URL must contain {fontstack} and {range}'],
    [{ ...ok, PHOTON_TIMEOUT_MS: 'soon' }, 'Invalid configuration: PHOTON_TIMEOUT_MS must be a whole number of milliseconds from 100 to 10000'],
    [{ ...ok, PHOTON_TIMEOUT_MS: '20' }, 'Invalid configuration: PHOTON_TIMEOUT_MS must be a whole number of milliseconds from 100 to 10000'],
  ])('names the variable in one line: %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(new EnvError('', '').constructor)
    expect(() => parseEnv(source)).toThrow(message)
  })
})
