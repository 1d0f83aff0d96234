import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ContactADealerView } from './Component'
import { contactADealerFixture } from './fixtures'

describe('ContactADealer', () => {
  it('asks for a zip until dealers load', async () => {
    const html = await renderHtml(<ContactADealerView {...contactADealerFixture} id="c1" siteSettings={DEFAULT_SITE_SETTINGS} />)
    expect(html).toContain('Contact a local specialist')
    expect(html).toContain('Enter your zip or postal code to see the specialists near you.')
    expect(html).toContain('>Find specialists</button>')
    expect(html).not.toContain('First name')
  })
})
