import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { CustomerServiceCardView } from './Component'
import { customerServiceCardFixture } from './fixtures'

const settings = { ...DEFAULT_SITE_SETTINGS, supportPhone: '1-800-555-0177' }

describe('CustomerServiceCard', () => {
  it('shows the heading, "Mon-Fri 7am-5pm CST" and the support number from Site settings as a call link', async () => {
    const html = await renderHtml(<CustomerServiceCardView {...customerServiceCardFixture} id="c1" siteSettings={settings} />)
    expect(html).toContain('<h2 class="help-card__title" id="help-card-c1">Questions about your system?</h2>')
    expect(html).toContain('<p class="help-card__hours">Mon-Fri 7am-5pm CST</p>')
    expect(html).toContain('<a href="tel:18005550177" data-track="Customer service card: call">1-800-555-0177</a>')
  })

  it('falls back to the spec’s hours and our heading when the editor left them empty', async () => {
    const html = await renderHtml(<CustomerServiceCardView blockType="customerServiceCard" hours="" siteSettings={settings} />)
    expect(html).toContain('>Customer service</h2>')
    expect(html).toContain('Mon-Fri 7am-5pm CST')
  })
})
