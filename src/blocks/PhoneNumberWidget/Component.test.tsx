import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { PhoneNumberClient } from './Component.client'
import { PhoneNumberWidgetComponent } from './Component'
import { phoneNumberWidgetFixture } from './fixtures'

describe('PhoneNumberWidget', () => {
  it('server HTML: the label and "Loading.." (busy), no number yet', async () => {
    const html = await renderHtml(<PhoneNumberClient label="Call us:" routingGroupId="RG-SAMPLE" leaseName={null} defaultNumber="1-800-555-0150" />)
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('<span class="phone-widget__label">Call us: </span><span class="phone-widget__loading">Loading..</span>')
    expect(html).not.toContain('tel:')
  })

  it('renders nothing without a default number', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    expect(await renderHtml(<PhoneNumberWidgetComponent {...phoneNumberWidgetFixture} defaultNumber=" " />)).toBe('')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
