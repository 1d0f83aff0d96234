import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { renderHtml } from '../../../tests/support/renderHtml'
import { CustomerCareFormView } from './Component'
import { customerCareFormFixture } from './fixtures'

describe('CustomerCareForm', () => {
  it('the title, the service types, country US / CA / Other, the hours and a disabled Submit', async () => {
    const html = await renderHtml(<CustomerCareFormView {...customerCareFormFixture} id="cc" siteSettings={DEFAULT_SITE_SETTINGS} />)
    expect(html).toContain('We’re here to help you get the home comfort you desire.')
    expect(html).toContain('>Product and warranty</option>')
    expect(html).toContain('>Home app and thermostat support</option>')
    for (const country of ['United States', 'Canada', 'Other']) expect(html).toContain(`>${country}</option>`)
    expect(html).toContain('Monday to Friday, 7am to 5pm CT')
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Submit<\/button>/)
    expect(html).not.toContain('serial number')
  })

  it('states the hours an editor set beside the phone number, and under the form only where the side panel is hidden', async () => {
    const hours = 'Customer care: Monday to Saturday, 8am to 6pm ET'
    const html = await renderHtml(<CustomerCareFormView {...customerCareFormFixture} hours={hours} id="cc" siteSettings={DEFAULT_SITE_SETTINGS} />)
    expect(html.split(hours)).toHaveLength(3)
    expect(html).toContain(`<p class="form-consent customer-care__hours-note">${hours}</p>`)
    expect(html).toMatch(new RegExp(`<aside class="customer-care__panel"[^]*${hours}[^]*</aside>`))
    expect(html).not.toContain('7am to 5pm CT')
  })
})
