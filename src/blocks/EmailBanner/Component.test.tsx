import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { EmailBannerComponent } from './Component'
import { emailBannerFixture } from './fixtures'

describe('EmailBanner', () => {
  it('renders the heading and text, named by the heading', async () => {
    const html = await renderHtml(<EmailBannerComponent {...emailBannerFixture} id="e1" />)
    expect(html).toMatch(/<section[^>]*aria-labelledby="email-banner-e1"/)
    expect(html).toContain('<h2 class="email-banner__title" id="email-banner-e1">Get comfort tips in your inbox</h2>')
    expect(html).toContain(emailBannerFixture.text)
  })

  it('its form: the labelled email field and the submit button, no message yet', async () => {
    const html = await renderHtml(<NewsletterForm emailLabel="Email address" buttonLabel="Sign Up" />)
    const label = html.match(/<label for="([^"]+)" class="email-banner__label">Email address<\/label>/)
    expect(label).not.toBeNull()
    expect(html).toMatch(new RegExp(`<input[^>]*id="${label?.[1]}"[^>]*type="email"`))
    expect(html).toMatch(/<button type="submit"[^>]*>Sign Up<\/button>/)
    expect(html).toContain('<div class="email-banner__status" role="status"></div>')
    expect(html).not.toContain('Thank you!')
  })

  it('without a heading the section is named "Newsletter"', async () => {
    const bare = await renderHtml(<EmailBannerComponent blockType="emailBanner" emailLabel=" " buttonLabel="" />)
    expect(bare).toMatch(/<section[^>]*aria-label="Newsletter"/)
    expect(bare).not.toContain('<h2')
  })
})
