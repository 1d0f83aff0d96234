import type { Payload } from 'payload'
import { normalizeSitePath, slugForPath } from '@/domain/site/redirects'
import type { SeedReport } from './index'

/** Redirects the specs call for (page-blocks-readings item 6: the leasing explainer's old thermostat path). */
export const SEED_REDIRECTS = [
  { from: '/products/thermostats-and-controls/smart-thermostats/', to: '/products/thermostat-controls/smart-thermostats/', permanent: true },
] as const

/** Idempotent; a redirect whose target page is not seeded (yet) is left out and reported, never created broken. */
export async function seedRedirects(payload: Payload, report: SeedReport, redirects: readonly { from: string; to: string; permanent: boolean }[] = SEED_REDIRECTS) {
  for (const redirect of redirects) {
    const existing = await payload.count({ collection: 'redirects', where: { from: { equals: normalizeSitePath(redirect.from) } } })
    if (existing.totalDocs) {
      report.kept.push(`redirect ${redirect.from}`)
      continue
    }
    const target = await payload.count({
      collection: 'pages',
      where: { and: [{ slug: { equals: slugForPath(redirect.to) } }, { _status: { equals: 'published' } }] },
    })
    if (!target.totalDocs) {
      report.kept.push(`redirect ${redirect.from} not created: no page at ${redirect.to} yet`)
      continue
    }
    await payload.create({ collection: 'redirects', data: { ...redirect }, context: { disableRevalidate: true } })
    report.created.push(`redirect ${redirect.from}`)
  }
}
