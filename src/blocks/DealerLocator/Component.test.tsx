import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { DealerLocator } from './Component.client'
import { dealerLocatorFixture } from './fixtures'

const settings = { ...DEFAULT_SITE_SETTINGS }

describe('DealerLocator (server render)', () => {
  it('renders the title, the labelled search box, the filter, and List/Map disabled before any dealer', () => {
    const html = renderToStaticMarkup(<DealerLocator title={dealerLocatorFixture.title} intro={dealerLocatorFixture.intro} settings={settings} />)
    expect(html).toContain('Find a dealer near you</h1>')
    expect(html).toMatch(/<label for="[^"]+" class="locator__label">Zip or postal code<\/label>/)
    expect(html).toContain('Filter')
    expect(html).toMatch(/aria-pressed="true" disabled="">List<\/button>/)
    expect(html).toMatch(/aria-pressed="false" disabled="">Map<\/button>/)
    expect(html).toContain('role="status"')
  })

  it('hides the search and the filters in single-dealer mode', () => {
    const html = renderToStaticMarkup(
      <DealerLocator title="Your dealer" settings={{ ...settings, singleDealerCompanyId: 900123 }} />,
    )
    expect(html).not.toContain('Zip or postal code')
    expect(html).not.toContain('Filter')
  })
})
