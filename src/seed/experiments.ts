import type { Payload } from 'payload'
import { buttonsFixture } from '@/blocks/Buttons/fixtures'
import { contentFixture } from '@/blocks/Content/fixtures'
import { promoCardFixture } from '@/blocks/PromoCard/fixtures'
import { stickyCtaBarFixture } from '@/blocks/StickyCtaBar/fixtures'
import { stickyFooterFixture } from '@/blocks/StickyFooter/fixtures'
import { EXPERIMENTS_SLUG, REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import type { ContentBlock, ReusableBlock } from '@/payload-types'

type Report = { created: string[]; kept: string[] }
const ctx = { disableRevalidate: true }

export const BUILD_YOUR_OWN_SYSTEM_SLUG = 'resources/build-your-own-system'
// Nested under Resources, so the variant renders show that they keep the breadcrumb.
export const SAMPLE_EXPERIMENT_PAGE_SLUG = 'resources/sample-estimate-offer'
export const SAMPLE_EXPERIMENT_KEY = 'estimate-offer'

type Node = Record<string, unknown>
const text = (value: string): Node => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: Node[], extra: Node = {}): Node => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra })
const richText = (heading: string, ...paragraphs: string[]): ContentBlock => ({
  blockType: 'content',
  richText: {
    root: element('root', [
      element('heading', [text(heading)], { tag: 'h1' }),
      ...paragraphs.map((p) => element('paragraph', [text(p)], { textFormat: 0 })),
    ]) as ContentBlock['richText']['root'],
  },
})

/** The two versions the sample experiment compares, each a reusable block. */
const VARIANTS = [
  {
    key: 'control',
    title: 'Estimate offer: control',
    layout: [{ ...promoCardFixture, title: 'Plan your new system online', description: 'Answer a few questions about your home and get a free online estimate.' }],
  },
  {
    key: 'b',
    title: 'Estimate offer: variant B',
    layout: [{ ...promoCardFixture, title: 'See your price in five minutes', description: 'Answer a few questions about your home: your estimated price in about five minutes.', backgroundColor: 'navy' as const }],
  },
]

async function findBySlug(payload: Payload, slug: string) {
  return (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true })).docs[0]
}

async function seedBuildYourOwnSystemPage(payload: Payload, report: Report) {
  if (await findBySlug(payload, BUILD_YOUR_OWN_SYSTEM_SLUG)) return void report.kept.push('build-your-own-system page')
  await payload.create({
    collection: 'pages',
    context: ctx,
    data: {
      title: 'Build your own system',
      slug: BUILD_YOUR_OWN_SYSTEM_SLUG,
      _status: 'published',
      meta: { title: 'Build your own system', description: 'Choose a heating and cooling system for your home with a local dealer.' },
      layout: [
        richText(
          'Build your own system',
          'The right system depends on your home: its size, its insulation and windows, the ductwork you have, and how you use each room. That is why a system is best chosen with someone who has seen the house.',
          'A local dealer visits, measures, and puts together two or three options with installed prices, so you can compare comfort, efficiency and cost side by side before you decide.',
        ),
        { ...promoCardFixture, title: 'Talk it through with a dealer', description: 'A local dealer can recommend a system and give you a written quote.', link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer', trackingText: 'Build your own system: find a dealer' } },
      ],
    },
  })
  report.created.push('build-your-own-system page')
}

async function reusableBlockFor(payload: Payload, title: string, layout: NonNullable<ReusableBlock['layout']>): Promise<number> {
  const found = (await payload.find({ collection: REUSABLE_BLOCKS_SLUG, where: { title: { equals: title } }, limit: 1, depth: 0 })).docs[0]
  if (found) return found.id
  return (await payload.create({ collection: REUSABLE_BLOCKS_SLUG, data: { title, layout }, context: ctx })).id
}

/**
 * The sample experiment: a page (/resources/sample-estimate-offer/) whose offer card is an experiment of two
 * variants (50/50), with the sticky call-to-action bar and the sticky footer; and the page the bar
 * links to. Idempotent: what exists is kept as an editor may have changed it.
 */
export async function seedExperiments(payload: Payload, report: Report) {
  await seedBuildYourOwnSystemPage(payload, report)
  const existingPage = await findBySlug(payload, SAMPLE_EXPERIMENT_PAGE_SLUG)
  const existingExperiment = (await payload.find({ collection: EXPERIMENTS_SLUG, where: { key: { equals: SAMPLE_EXPERIMENT_KEY } }, limit: 1, depth: 0 })).docs[0]
  if (existingPage && existingExperiment) return void report.kept.push('sample experiment and its page')

  const intro = richText(
    'A free online estimate',
    'Tell us a little about your home and a local dealer will prepare an installed price for a new heating and cooling system, with no obligation.',
  )
  // Enough to scroll past, with buttons to tab through under the sticky bars, each named in analytics.
  const buttons = {
    ...buttonsFixture,
    buttons: buttonsFixture.buttons.map((button) => ({ ...button, link: { ...button.link, trackingText: `Estimate offer page: ${button.link.label}` } })),
  }
  const more = Array.from({ length: 3 }, () => [contentFixture, buttons]).flat()
  const page =
    existingPage ??
    (await payload.create({
      collection: 'pages',
      context: ctx,
      data: {
        title: 'Free online estimate',
        slug: SAMPLE_EXPERIMENT_PAGE_SLUG,
        _status: 'published',
        meta: { title: 'Free online estimate', description: 'Ask a local dealer for an installed price on a new heating and cooling system.', noIndex: true },
        layout: [intro, stickyCtaBarFixture, ...more, stickyFooterFixture],
      },
    }))
  const variants = []
  for (const v of VARIANTS) variants.push({ key: v.key, weight: 50, asset: await reusableBlockFor(payload, v.title, v.layout) })
  const experiment =
    existingExperiment ??
    (await payload.create({
      collection: EXPERIMENTS_SLUG,
      context: ctx,
      data: { name: 'Estimate offer headline', key: SAMPLE_EXPERIMENT_KEY, status: 'running', pages: [page.id], variants },
    }))
  if (!existingPage) {
    await payload.update({
      collection: 'pages',
      id: page.id,
      context: ctx,
      data: { layout: [intro, { blockType: 'experimentPlacement', experiment: experiment.id }, stickyCtaBarFixture, ...more, stickyFooterFixture] },
    })
  }
  report.created.push('sample experiment and its page')
}
