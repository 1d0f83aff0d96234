import type { Payload } from 'payload'
import { contactADealerFixture } from '@/blocks/ContactADealer/fixtures'
import { contactDealerFormFixture } from '@/blocks/ContactDealerForm/fixtures'
import { customerCareFormFixture } from '@/blocks/CustomerCareForm/fixtures'
import type { LayoutBlock } from '@/blocks/types'
import { ensurePage } from './pages'
import { pageIntro } from './richText'

type Report = { created: string[]; kept: string[] }

/** The pages that host the page forms (readings 35). */
export const FORM_PAGES: readonly { slug: string; title: string; description: string; layout: LayoutBlock[] }[] = [
  {
    slug: 'contact-a-dealer',
    title: 'Contact a Dealer',
    description: 'Ask a local heating and cooling specialist to contact you (sample site).',
    layout: [pageIntro('Contact a dealer', 'Tell us where you live and a local heating and cooling specialist will get in touch.'), { ...contactADealerFixture }],
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description: 'Ask customer care about your product, its warranty, the home app or your thermostat (sample site).',
    layout: [
      pageIntro('Contact us', 'Questions about your product, its warranty, the home app or your thermostat: customer care answers them.'),
      { ...customerCareFormFixture },
      { ...contactDealerFormFixture, title: 'Or contact a dealer' },
    ],
  },
]

/** Idempotent: creates each page that does not exist; an existing page is never changed. */
export async function seedFormPages(payload: Payload, report: Report): Promise<void> {
  for (const page of FORM_PAGES) await ensurePage(payload, report, page)
}
