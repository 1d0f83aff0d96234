import type { ContentBlock } from '@/payload-types'
import type { Payload } from 'payload'
import { rebateSavingsFixture } from '@/blocks/RebateSavings/fixtures'
import { rebatesWidgetFixture } from '@/blocks/RebatesWidget/fixtures'
import { writeRebateDataset } from '@/server/rebates/importRebates'
import { sampleRebateData } from './sample-data/rebates'

type Report = { created: string[]; kept: string[] }

/**
 * The SAMPLE rebate data (every program marked sample with its source; the expired federal 25C/25D credits are
 * closed) and the /rebates/ page with the rebate savings block and the rebates widget. Idempotent: existing
 * authorities, programs, offers and the page are kept as an editor left them.
 */
type RichTextRoot = ContentBlock['richText']['root']
const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra })

/** The page's h1 and one line of what it does (the two rebate blocks carry h2s). */
const rebatesIntro = {
  blockType: 'content',
  richText: {
    root: element('root', [
      element('heading', [text('Rebates and tax credits')], { tag: 'h1' }),
      element('paragraph', [text('Enter your zip or postal code to see the sample rebates, special offers and tax credits that apply where you live.')], { textFormat: 0 }),
    ]) as unknown as RichTextRoot,
  },
} satisfies ContentBlock

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
        title: 'Rebates and tax credits (sample site)',
        description: 'Sample site: see rebates, special offers and tax credits for your zip or postal code.',
      },
      layout: [rebatesIntro, rebateSavingsFixture, rebatesWidgetFixture],
    },
  })
  report.created.push('rebates page')
}
