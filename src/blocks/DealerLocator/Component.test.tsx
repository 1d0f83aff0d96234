import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import type { LocatorAnswer } from '@/domain/dealers/locatorAnswer'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { DealerLocator } from './Component.client'
import { dealerLocatorFixture } from './fixtures'

const settings = { ...DEFAULT_SITE_SETTINGS }

const dealer = (companyID: number): Dealer => ({
  data: { companyID, name: `Sample Dealer ${companyID}`, addressLine1: '1 Main St', city: 'New York', state: 'NY', zipcode: '10001' },
  metaData: { dealer_url: '', average_rating: 4.5, total_review_count: 3, priority_ranking: 0 },
  location: { lat: 40.75, lon: -73.99 },
  searchInfo: { kind: 'radius', bucket: 1 },
})
const answered: LocatorAnswer = {
  query: '10001',
  near: '10001',
  remembered: '10001',
  dealers: [1, 2, 3, 4, 5, 6, 7].map(dealer),
  nearby: [],
  origin: { lat: 40.75, lon: -73.99, country: 'US' },
}

describe('DealerLocator (server render)', () => {
  it('renders the title, the labelled search box, the filter, and List/Map disabled before any dealer', async () => {
    const html = await renderHtml(<DealerLocator title={dealerLocatorFixture.title} intro={dealerLocatorFixture.intro} settings={settings} />)
    expect(html).toContain('Find a dealer near you</h1>')
    expect(html).toMatch(/<label for="[^"]+" class="locator__label">Zip or postal code<\/label>/)
    expect(html).toContain('Filter')
    expect(html).toMatch(/aria-pressed="true" disabled="">List<\/button>/)
    expect(html).toMatch(/aria-pressed="false" disabled="">Map<\/button>/)
    expect(html).toContain('role="status"')
  })

  it('hides the search and the filters in single-dealer mode', async () => {
    const html = await renderHtml(
      <DealerLocator title="Your dealer" settings={{ ...settings, singleDealerCompanyId: 900123 }} />,
    )
    expect(html).not.toContain('Zip or postal code')
    expect(html).not.toContain('Filter')
  })

  it('renders a linked search the server answered: the box, the count line and the first page of cards', async () => {
    const html = await renderHtml(<DealerLocator title="Find a dealer" settings={settings} linked={answered} />)
    expect(html).toMatch(/name="zipcode"[^>]*value="10001"/)
    expect(html).toMatch(/data-testid="locator-count"[^>]*>7 dealers servicing near 10001<\/h2>/)
    expect(html.match(/data-testid="dealer-card"/g)).toHaveLength(6)
    expect(html).toMatch(/aria-pressed="false">Map<\/button>/)
    expect(html).not.toContain('Searching for dealers')
  })
})
