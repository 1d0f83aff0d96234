import type { Payload } from 'payload'
import { dealerCarouselFixture } from '@/blocks/DealerCarousel/fixtures'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from '@/blocks/DealerLocator/fixtures'
import { ensurePage } from './pages'

type Report = { created: string[]; kept: string[] }

const ctx = { disableRevalidate: true }

/** The find-a-dealer pages (dealer-locator spec, section 2; the call-now pages of SiteSettings). */
export const LOCATOR_PAGES = [
  {
    slug: 'find-a-dealer',
    title: 'Find a Dealer',
    description: 'Find a local heating and cooling dealer that services your area.',
    block: dealerLocatorFixture,
  },
  {
    slug: 'find-your-dealer',
    title: 'Find Your Dealer',
    description: 'Find your local heating and cooling dealer by zip or postal code.',
    block: dealerLocatorFixture,
  },
  {
    slug: 'schedule-service',
    title: 'Schedule Service',
    description: 'Schedule service with a local heating and cooling dealer.',
    block: scheduleServiceLocatorFixture,
  },
] as const

/**
 * Idempotent: creates each locator page that does not exist (an existing page is never
 * changed) and adds a dealer carousel after the first block of the home page when the home
 * page has none.
 */
export async function seedLocatorPages(payload: Payload, report: Report): Promise<void> {
  for (const page of LOCATOR_PAGES) await ensurePage(payload, report, { ...page, layout: [page.block] })

  const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1, depth: 0, draft: true })
  const doc = home.docs[0]
  if (!doc) return
  const layout = doc.layout ?? []
  if (layout.some((block) => block.blockType === 'dealerCarousel')) {
    report.kept.push('home dealer carousel')
    return
  }
  await payload.update({
    collection: 'pages',
    id: doc.id,
    context: ctx,
    data: { _status: 'published', layout: [...layout.slice(0, 1), { ...dealerCarouselFixture }, ...layout.slice(1)] },
  })
  report.created.push('home dealer carousel')
}
