import diagnosticsChannel from 'node:diagnostics_channel'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for a self-hosted Photon geocoder (https://github.com/komoot/photon): GET /api?q=…
 * answers GeoJSON in Photon's shape from the recorded features below. It stands for the third-party
 * service, not for our code. Queries steer it: one starting "hang" never answers (a time-out), one
 * starting "fail" answers 500 and one starting "html" answers a web page.
 */

type Properties = Record<string, string>

const feature = (coordinates: [number, number], properties: Properties) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties: { osm_type: 'N', osm_id: 1, ...properties },
})

/** What Photon answers for "350 Fifth Avenue" and "1010 Gauchetière" style queries, trimmed. */
export const PHOTON_FEATURES = [
  feature([-73.9857, 40.7484], {
    osm_key: 'building', osm_value: 'yes', type: 'house', name: 'Empire State Building', housenumber: '350', street: 'Fifth Avenue',
    postcode: '10118', city: 'New York', district: 'Manhattan', county: 'New York County', state: 'New York', country: 'United States', countrycode: 'US',
  }),
  feature([-99.1332, 19.4326], {
    osm_key: 'building', osm_value: 'yes', type: 'house', housenumber: '350', street: 'Avenida Quinta', postcode: '06000', city: 'Ciudad de México',
    state: 'Ciudad de México', country: 'México', countrycode: 'MX',
  }),
  feature([-73.5673, 45.4992], {
    osm_key: 'building', osm_value: 'yes', type: 'house', housenumber: '1010', street: 'Rue De La Gauchetière Ouest', postcode: 'H3B 2N2',
    city: 'Montréal', state: 'Québec', country: 'Canada', countrycode: 'CA',
  }),
]

export interface FakePhoton {
  url: string
  /** Every request's URL the server read, in order. */
  requests: URL[]
  /**
   * Every request this process started to it, counted when fetch creates it (undici's
   * `undici:request:create` channel). On a loaded machine a 300 ms time-out can fire before the
   * server, in the same event loop, reads the request; this count does not depend on that.
   */
  started: () => number
  stop: () => Promise<void>
}

export async function startFakePhoton(): Promise<FakePhoton> {
  const requests: URL[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://photon.invalid')
    requests.push(url)
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    if (url.pathname !== '/api') return void res.writeHead(404).end()
    if (q.startsWith('hang')) return
    if (q.startsWith('fail')) return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
    if (q.startsWith('html')) return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Photon</body></html>')
    const limit = Number(url.searchParams.get('limit') ?? 15)
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
    res.end(JSON.stringify({ type: 'FeatureCollection', features: PHOTON_FEATURES.slice(0, limit) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  let started = 0
  const onCreate = (message: unknown) => {
    if ((message as { request: { origin: string } }).request.origin === origin) started += 1
  }
  diagnosticsChannel.subscribe('undici:request:create', onCreate)
  return {
    url: origin,
    requests,
    started: () => started,
    stop: () =>
      new Promise<void>((resolve) => {
        diagnosticsChannel.unsubscribe('undici:request:create', onCreate)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
