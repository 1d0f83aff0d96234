import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { RebatesWidgetView } from '../RebatesWidget/Component'
import { rebatesWidgetFixture } from '../RebatesWidget/fixtures'
import { RebateSavingsView } from './Component'
import { rebateSavingsFixture } from './fixtures'
import { renderHtml } from '../../../tests/support/renderHtml'

const render = (element: React.ReactNode) => renderHtml(<>{element}</>)
const settings = DEFAULT_SITE_SETTINGS

describe('RebateSavings', () => {
  it('renders the heading, the zip form and the dealer call to action, padded when spacing is extra', async () => {
    const html = await render(<RebateSavingsView {...rebateSavingsFixture} id="r1" siteSettings={settings} />)
    expect(html).toContain('rebates--padded')
    expect(html).toContain('See what you could save')
    expect(html).toMatch(/<label[^>]*>Zip Code<\/label>/)
    expect(html).toContain('Contact a local dealer')
    const standard = await render(<RebateSavingsView {...rebateSavingsFixture} settings={{ spacing: 'standard' }} siteSettings={settings} />)
    expect(standard).not.toContain('rebates--padded')
  })
})

describe('RebatesWidget', () => {
  it('renders the headline "Rebates and tax credits near you" without any third-party script', async () => {
    const html = await render(<RebatesWidgetView {...rebatesWidgetFixture} id="w1" siteSettings={settings} />)
    expect(html).toContain('<h2 class="rebates__title" id="rebates-widget-w1">Rebates and tax credits near you</h2>')
    expect(html).not.toContain('<script')
  })
})
