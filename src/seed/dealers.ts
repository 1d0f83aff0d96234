import type { Payload } from 'payload'
import { bulkInsertDealers } from '@/server/dealers/bulkInsertDealers'
import { generateSampleDealers } from './sample-data/generateDealers'

type Report = { created: string[]; kept: string[] }

/**
 * The ~3,000 SAMPLE dealers (555 phone numbers, example.com addresses, sample: true)
 * and their reviews. Skipped when any sample dealer exists, so re-running the seed is cheap
 * and never duplicates or overwrites dealers an editor has changed.
 */
export async function seedSampleDealers(payload: Payload, report: Report, options: { count?: number } = {}): Promise<void> {
  const existing = await payload.count({ collection: 'dealers', where: { sample: { equals: true } } })
  if (existing.totalDocs > 0) {
    report.kept.push(`${existing.totalDocs} sample dealers`)
    return
  }
  const started = Date.now()
  const dealers = generateSampleDealers({ count: options.count ?? 3000 })
  const inserted = await bulkInsertDealers(
    payload,
    dealers.map((d) => ({ ...d, data: { ...d.data, companyID: d.data.companyID ?? 0, name: d.data.name ?? '' } })),
  )
  report.created.push(`${inserted.dealers} sample dealers with ${inserted.reviews} reviews`)
  payload.logger.info({ msg: 'seeded sample dealers', ...inserted, ms: Date.now() - started })
}
