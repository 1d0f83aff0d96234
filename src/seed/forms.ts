import type { Payload } from 'payload'
import { contactADealerFixture } from '@/blocks/ContactADealer/fixtures'
import { contactDealerFormFixture } from '@/blocks/ContactDealerForm/fixtures'
import { customerCareFormFixture } from '@/blocks/CustomerCareForm/fixtures'
import type { LayoutBlock } from '@/blocks/types'

type Report = { created: string[]; kept: string[] }

const ctx = { disableRevalidate: true }

/** The pages that host the page forms (readings 35). */
export const FORM_PAGES: readonly { slug: string; title: string; description: string; layout: LayoutBlock[] }[] = [
  {
    slug: 'contact-a-dealer',
    title: 'Contact a Dealer',
    description: 'Ask a local heating and cooling specialist to contact you (sample site).',
    layout: [{ ...contactADealerFixture }],
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description: 'Ask customer care about your product, its warranty, the home app or your thermostat (sample site).',
    layout: [{ ...customerCareFormFixture }, { ...contactDealerFormFixture, title: 'Or contact a dealer' }],
  },
]

/** Idempotent: creates each page that does not exist; an existing page is never changed. */
export async function seedFormPages(payload: Payload, report: Report): Promise<void> {
  for (const page of FORM_PAGES) {
    const existing = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, limit: 1, depth: 0, draft: true })
    if (existing.docs.length) {
      report.kept.push(`${page.slug} page`)
      continue
    }
    await payload.create({
      collection: 'pages',
      context: ctx,
      data: {
        title: page.title,
        slug: page.slug,
        _status: 'published',
        meta: { title: `${page.title} (sample site)`, description: page.description },
        layout: page.layout.map((block) => ({ ...block })),
      },
    })
    report.created.push(`${page.slug} page`)
  }
}
