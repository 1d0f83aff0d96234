/**
 * The baseline of `npm run bench:search`: the query WP Store Locator and Store Locator Plus
 * run for every search (spherical law of cosines over EVERY row, keep rows inside the radius,
 * ORDER BY distance, LIMIT). MySQL's `HAVING distance < r` on a column alias is written as
 * the equivalent sub-select, which SQLite and PostgreSQL accept. Each dealer's own service
 * radius is the limit, as in our search; least(1, ...) keeps acos defined on PostgreSQL.
 */
export function baselineSql(dialect: 'sqlite' | 'postgres'): { sql: string; args: (lat: number, lon: number) => unknown[] } {
  const p = dialect === 'postgres' ? (i: number) => `$${i}` : () => '?'
  const least = dialect === 'postgres' ? 'least' : 'min'
  const active = dialect === 'postgres' ? 'active = true' : 'active = 1'
  const sql = `SELECT * FROM (
    SELECT d.*, (3959 * acos(${least}(1, cos(radians(${p(1)})) * cos(radians(location_lat)) * cos(radians(location_lon) - radians(${p(2)}))
      + sin(radians(${p(3)})) * sin(radians(location_lat))))) AS distance
    FROM dealers d WHERE ${active}
  ) found WHERE distance < service_area_radius_miles ORDER BY distance LIMIT 50`
  return { sql, args: (lat, lon) => [lat, lon, lat] }
}

/** Searched places: metro centres, suburbs, small towns, rural areas, Canada and Puerto Rico. */
export const BENCH_PLACES = [
  '10001', '11201', '07302', '90210', '90012', '91101', '60601', '60540', '78701', '78613', '77002', '75201', '85004',
  '19103', '30303', '33131', '98101', '80202', '02108', '20001', '48226', '55401', '63101', '37203', '89101', '97204',
  '00601', '00901', '96813', '99501', '59601', '82001', '58501', '57501', '04401', '05601', '39201', '71201', '87501',
  'M5V 3L9', 'H2X 1Y4', 'V6B 1A1', 'T2P 1J9', 'K1P 1J1', 'R3C 0A1', 'B3H 1A1', 'Austin, TX', 'Toronto', 'Boise, ID',
]

export function summarize(times: number[]): { mean: number; p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)
  const round = (ms: number) => Math.round(ms * 1000) / 1000
  return { mean: round(mean), p50: round(at(0.5)), p99: round(at(0.99)) }
}
