import fs from 'node:fs'
import path from 'node:path'
import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { BREAKPOINTS } from '@/domain/layout/breakpoints'
import { PhoneButtonComponent } from './Component'
import { validateOptionalPhone } from '@/fields/phone'
import { phoneButtonFixture, singleNumberPhoneButtonFixture } from './fixtures'

describe('PhoneButton', () => {
  it('puts the mobile and the desktop number in the server HTML, each a tel: link', async () => {
    const html = await renderHtml(<PhoneButtonComponent {...phoneButtonFixture} />)
    expect(html).toMatch(/<a href="tel:18005550131" class="[^"]*phone-button__link--mobile"[^>]*><span>Call 1-800-555-0131<\/span><\/a>/)
    expect(html).toMatch(/<a href="tel:18005550132" class="[^"]*phone-button__link--desktop"[^>]*><span>Call 1-800-555-0132<\/span><\/a>/)
    expect(html).not.toContain('<script')
  })

  it('switches at 1024 px: mobile hidden and desktop shown from that width', async () => {
    expect(BREAKPOINTS.desktop).toBe(1024)
    const css = fs.readFileSync(path.join(__dirname, 'styles.css'), 'utf8').replace(/\s+/g, ' ')
    expect(css).toContain('.phone-button__link--desktop { display: none; }')
    expect(css).toContain(`@media (min-width: ${BREAKPOINTS.desktop}px) { .phone-button__link--mobile { display: none; } .phone-button__link--desktop { display: inline-flex; } }`)
  })

  it('renders one link for every width when only one number is set', async () => {
    const html = await renderHtml(<PhoneButtonComponent {...singleNumberPhoneButtonFixture} />)
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toContain('href="tel:18005550133"')
    expect(html).toContain('Talk to us 1-800-555-0133')
    expect(html).toContain('btn--bg-none')
  })

  it('renders nothing without a number', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    expect(await renderHtml(<PhoneButtonComponent blockType="phoneButton" mobileNumber="" desktopNumber={null} />)).toBe('')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})

describe('phone number fields', () => {
  const options = (required: boolean) => ({ required }) as Parameters<typeof validateOptionalPhone>[1]
  it('accept a US or Canadian number, refuse anything else, and an empty one only when optional', async () => {
    expect(validateOptionalPhone('1-800-555-0131', options(false))).toBe(true)
    expect(validateOptionalPhone('', options(false))).toBe(true)
    expect(validateOptionalPhone('', options(true))).toBe('This field is required.')
    expect(validateOptionalPhone('123-456-7890', options(false))).toBe('Enter a valid US or Canadian phone number')
    expect(validateOptionalPhone('call me', options(true))).toBe('Enter a valid US or Canadian phone number')
  })
})
