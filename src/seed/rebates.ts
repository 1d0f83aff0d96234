import type { Payload } from 'payload'
import { rebateSavingsFixture } from '@/blocks/RebateSavings/fixtures'
import { writeRebateDataset } from '@/server/rebates/importRebates'
import { pageIntro } from './richText'
import { sampleRebateData } from './sample-data/rebates'

type Report = { created: string[]; kept: string[] }

/**
 * The SAMPLE rebate data (every program marked sample with its source; the expired federal 25C/25D credits are
 * closed) and the /rebates/ page with one rebate search (the rebate savings block: the programs, the
 * total and the next step). Idempotent: existing authorities, programs, offers and the page are kept as an
 * editor left them.
 */
/** The page's h1 and what the page is for (the savings block carries the h2 and the search). */
const rebatesIntro = pageIntro(
  'Rebates and tax credits',
  'Rebates, special offers and tax credits on new heating and cooling equipment: see what applies where you live.',
)

export async function seedSampleRebates(payload: Payload, report: Report): Promise<void> {
  const { created } = await writeRebateDataset(payload, sampleRebateData, { keepExisting: true })
  const total = created.authorities + created.programs + created.offers
  if (total > 0) {
    report.created.push(`sample rebates (${created.authorities} authorities, ${created.programs} programs, ${created.offers} offers)`)
  } else {
    report.kept.push('sample rebates')
  }

  const existing = await payload.find({ collection: 'pages', where: { slug: { equals: 'rebates' } }, limit: 1, depth: 0, draft: true })
  if (existing.docs.length > 0) {
    report.kept.push('rebates page')
    return
  }
  await payload.create({
    collection: 'pages',
    context: { disableRevalidate: true },
    data: {
      title: 'Rebates',
      slug: 'rebates',
      _status: 'published',
      meta: {
        title: 'Rebates and tax credits',
        description: 'See rebates, special offers and tax credits for your zip or postal code.',
      },
      // One rebate search a page: the rebates widget (a list of programs) is for pages without this block.
      layout: [rebatesIntro, rebateSavingsFixture],
    },
  })
  report.created.push('rebates page')
}
