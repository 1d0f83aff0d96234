import type { Payload } from 'payload'
import { contactADealerFixture } from '@/blocks/ContactADealer/fixtures'
import { customerCareFormFixture } from '@/blocks/CustomerCareForm/fixtures'
import { spanishNeedHelpNowFixture } from '@/blocks/NeedHelpNow/fixtures'
import type { LayoutBlock } from '@/blocks/types'
import { DOCUMENTS_SLUG } from '@/collections/slugs'
import { ensurePage } from './pages'
import { pageIntro } from './richText'

type Report = { created: string[]; kept: string[] }

/**
 * The pages that host the page forms (readings 35). `serialNumberDocument`: the seeded serial-number
 * instructions (PDF), which the customer care form's hint links.
 */
export const formPages = (serialNumberDocument: number | null): { slug: string; title: string; description: string; layout: LayoutBlock[] }[] => [
  {
    slug: 'contact-a-dealer',
    title: 'Contact a Dealer',
    description: 'Ask a local heating and cooling specialist to contact you.',
    layout: [pageIntro('Contact a dealer', 'Tell us where you live and a local heating and cooling specialist will get in touch.'), { ...contactADealerFixture }],
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description: 'Ask customer care about your product, its warranty, the home app or your thermostat.',
    layout: [
      pageIntro('Contact us', 'Questions about your product, its warranty, the home app or your thermostat: customer care answers them.'),
      { ...customerCareFormFixture, serialNumberDocument },
      // Spanish-speaking callers (the banner comes in English, Spanish and French, and says which).
      // One form on the page: a homeowner who wants a dealer finds one through the locator.
      { ...spanishNeedHelpNowFixture },
    ],
  },
]

/** Idempotent: creates each page that does not exist; an existing page is never changed. */
export async function seedFormPages(payload: Payload, report: Report): Promise<void> {
  // Seeded with the warranty documents (seed/tools.ts), which run first.
  const serial = await payload.find({
    collection: DOCUMENTS_SLUG,
    where: { and: [{ kind: { equals: 'serialNumberInstructions' } }, { sample: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: { title: true },
  })
  for (const page of formPages(serial.docs[0]?.id ?? null)) await ensurePage(payload, report, page)
}
