import type { Payload } from 'payload'
import { frenchContactDealerFormFixture } from '@/blocks/ContactDealerForm/fixtures'
import { frenchNeedHelpNowFixture } from '@/blocks/NeedHelpNow/fixtures'
import { frenchProductSelectorFixture } from '@/blocks/ProductSelector/fixtures'
import { FRENCH_SLUG_PREFIX } from '@/domain/pages/language'
import { contentBlock, heading, paragraph } from './richText'

type Report = { created: string[]; kept: string[] }

const ctx = { disableRevalidate: true }

/** The French home page (readings 36 and 48): /fr/, the French version of /. */
export const FRENCH_HOME_SLUG = FRENCH_SLUG_PREFIX

const TITLE = 'Chauffage et climatisation pour votre maison'

/**
 * Seeds /fr/ with the French variants of the blocks that have one (product selector, need-help-now
 * banner, contact-a-dealer form), naming the home page as its English version. Idempotent: an
 * existing page is never changed.
 */
export async function seedFrenchPage(payload: Payload, report: Report): Promise<void> {
  const existing = await payload.find({ collection: 'pages', where: { slug: { equals: FRENCH_HOME_SLUG } }, limit: 1, depth: 0, draft: true })
  if (existing.docs.length) return void report.kept.push('French home page')
  const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1, depth: 0, select: { slug: true } })
  await payload.create({
    collection: 'pages',
    context: ctx,
    data: {
      title: TITLE,
      slug: FRENCH_HOME_SLUG,
      _status: 'published',
      englishVersion: home.docs[0]?.id ?? null,
      meta: {
        title: TITLE,
        description: 'Trouvez le bon appareil de chauffage et de climatisation, et demandez à un détaillant de votre région de vous joindre.',
      },
      layout: [
        contentBlock([
          heading('h1', TITLE),
          paragraph('Choisissez un type d’appareil pour en savoir plus, appelez-nous, ou laissez vos coordonnées : un détaillant de votre région communiquera avec vous.'),
        ]),
        { ...frenchProductSelectorFixture },
        { ...frenchNeedHelpNowFixture },
        { ...frenchContactDealerFormFixture },
      ],
    },
  })
  report.created.push('French home page')
}
