import type { Payload } from 'payload'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from '@/blocks/DealerLocator/fixtures'
import { ensurePage } from './pages'

type Report = { created: string[]; kept: string[] }

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

/** Idempotent: creates each locator page that does not exist (an existing page is never changed). */
export async function seedLocatorPages(payload: Payload, report: Report): Promise<void> {
  for (const page of LOCATOR_PAGES) await ensurePage(payload, report, { ...page, layout: [page.block] })
}
