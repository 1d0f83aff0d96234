import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as capabilitiesGet } from '@/app/api/places/capabilities/route'
import { GET as suggestGet } from '@/app/api/places/suggest/route'
import { parseEnv } from '@/lib/env'
import { addressPlacesSource, PHOTON_PAUSE_AFTER_FAILURE_MS, photonAddressPlaces } from '@/server/places/addressPlaces'
import { startFakePhoton, type FakePhoton } from '../support/fakePhoton'

// Address autocomplete with streets (issue 26 item 2): the Photon adapter against a local server
// speaking Photon's API, its time-out and fallback to the offline places, and GET /api/places/*.
let photon: FakePhoton

beforeAll(async () => {
  photon = await startFakePhoton()
  // The routes read the validated environment once per process: set before their first request.
  process.env.PHOTON_URL = photon.url
  process.env.PHOTON_TIMEOUT_MS = '400'
})
afterAll(async () => {
  delete process.env.PHOTON_URL
  delete process.env.PHOTON_TIMEOUT_MS
  await photon.stop()
})

describe('Photon address places', () => {
  it('fill street, city, state and zip; US and Canada only; the request is bounded to them', async () => {
    const source = photonAddressPlaces({ url: photon.url, timeoutMs: 10_000 })
    expect(source.fills).toEqual(['street', 'city', 'state', 'zip'])
    const { places, fallback } = await source.suggest('350 Fifth Ave', 6)
    expect(fallback).toBe(false)
    expect(places).toEqual([
      { street: '350 Fifth Avenue', city: 'New York', state: 'NY', country: 'US', postalCode: '10118', lat: 40.7484, lon: -73.9857 },
      { street: '1010 Rue De La Gauchetière Ouest', city: 'Montréal', state: 'QC', country: 'CA', postalCode: 'H3B 2N2', lat: 45.4992, lon: -73.5673 },
    ])
    const asked = photon.requests.at(-1)!
    expect(asked.searchParams.get('q')).toBe('350 Fifth Ave')
    expect(asked.searchParams.get('bbox')).toBe('-180,18,-52,84')
    // Twice the places wanted, as some may be outside the US and Canada.
    expect(asked.searchParams.get('limit')).toBe('12')
  })

  // Only the hang needs a short time-out; the others answer at once and get a long one, so that on a
  // loaded machine their answer after the pause is not taken for a time-out.
  it.each([
    ['no answer within the time-out', 'hang 10001', 300],
    ['an error status', 'fail 10001', 10_000],
    ['a body that is not GeoJSON', 'html 10001', 10_000],
  ])('%s: the offline places answer, and Photon is left alone for 30 s', async (_, query, timeoutMs) => {
    let now = 1_000_000
    const source = photonAddressPlaces({ url: photon.url, timeoutMs, now: () => now })
    const before = photon.started()
    const first = await source.suggest(query, 6)
    expect(first.fallback).toBe(true)
    expect(photon.started()).toBe(before + 1)

    // Meanwhile the offline places answer without asking Photon: a ZIP gives its city, state and ZIP.
    const offline = await source.suggest('10001', 6)
    expect(offline).toEqual({ fallback: true, places: [expect.objectContaining({ city: 'New York', state: 'NY', country: 'US', postalCode: '10001' })] })
    expect(offline.places[0]).not.toHaveProperty('street')
    expect(photon.started()).toBe(before + 1)

    now += PHOTON_PAUSE_AFTER_FAILURE_MS
    const after = await source.suggest('350 Fifth', 6)
    expect(photon.started()).toBe(before + 2)
    if (timeoutMs > 300) expect(after.fallback).toBe(false)
  })

  it('an unreachable Photon: the offline places answer', async () => {
    const down = photonAddressPlaces({ url: 'http://127.0.0.1:9', timeoutMs: 2000 })
    const { places, fallback } = await down.suggest('Austin, TX', 6)
    expect(fallback).toBe(true)
    expect(places[0]).toMatchObject({ city: 'Austin', state: 'TX', country: 'US' })
  })

  it('without PHOTON_URL: the offline places, which fill city, state and zip only', async () => {
    const offline = addressPlacesSource(parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32) }))
    expect(offline.fills).toEqual(['city', 'state', 'zip'])
    const before = photon.started()
    const { places } = await offline.suggest('350 Fifth Ave', 6)
    expect(places).toEqual([])
    expect((await offline.suggest('Montr', 6)).places[0]).toMatchObject({ city: 'Montréal', state: 'QC', country: 'CA' })
    expect(photon.started()).toBe(before)
  })
})

describe('GET /api/places/* with PHOTON_URL set', () => {
  it('capabilities say the street is filled; suggest answers Photon’s places', async () => {
    expect(await (await capabilitiesGet()).json()).toEqual({ fills: ['street', 'city', 'state', 'zip'] })
    const response = await suggestGet(new NextRequest('http://localhost/api/places/suggest?q=350%20Fifth&limit=6'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const { places } = (await response.json()) as { places: { street?: string; city: string; state: string; postalCode: string }[] }
    expect(places.map(({ street, city, state, postalCode }) => ({ street, city, state, postalCode }))).toEqual([
      { street: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118' },
      { street: '1010 Rue De La Gauchetière Ouest', city: 'Montréal', state: 'QC', postalCode: 'H3B 2N2' },
    ])
  })

  it('a bad query is still a 400 with a message', async () => {
    const response = await suggestGet(new NextRequest('http://localhost/api/places/suggest?q=%20'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Query parameter q is required' })
  })
})
