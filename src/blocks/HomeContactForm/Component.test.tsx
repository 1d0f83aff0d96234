import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { renderHtml } from '../../../tests/support/renderHtml'
import { HomeContactFormView } from './Component'
import { homeContactFormFixture } from './fixtures'

const settings = { privacyPolicyUrl: DEFAULT_SITE_SETTINGS.privacyPolicyUrl, supportPhone: DEFAULT_SITE_SETTINGS.supportPhone }

describe('HomeContactForm', () => {
  it('without a dealer: the brand wording', async () => {
    const html = await renderHtml(<HomeContactFormView {...homeContactFormFixture} id="h1" {...settings} />)
    expect(html).toContain('How can we help?')
    expect(html).toContain('a local comfort specialist will contact you')
  })

  it('on a dealer page: names the dealer', async () => {
    const html = await renderHtml(<HomeContactFormView {...homeContactFormFixture} companyId={900001} dealerName="Sample Air" {...settings} />)
    expect(html).toContain('Sample Air will contact you')
  })

  it('starts at step 1 with the four topics and an empty live region', async () => {
    const html = await renderHtml(<HomeContactFormView {...homeContactFormFixture} id="h1" {...settings} />)
    expect(html).toContain('Step 1 of 2')
    for (const topic of ['New system', 'Repair system', 'Pricing', 'Other']) expect(html).toContain(`>${topic}</button>`)
    expect(html).toMatch(/<p class="visually-hidden" role="status"[^>]*><\/p>/)
  })
})
