import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '@/lib/env'
import { SocialShareComponent } from './Component'
import { socialShareFixture } from './fixtures'
import { renderHtml } from '../../../tests/support/renderHtml'

describe('Social sharing links', () => {
  it('links Facebook, X, LinkedIn and e-mail with the canonical URL of the current page', async () => {
    const html = await renderHtml(
      <PathnameContext.Provider value="/rebates/">
        <SocialShareComponent {...socialShareFixture} />
      </PathnameContext.Provider>,
    )
    const url = encodeURIComponent(`${loadEnv().SITE_URL}/rebates/`)
    expect(html).toMatch(/<h2[^>]*>Share this page<\/h2>/)
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}" data-track="Share: facebook" target="_blank" rel="noopener noreferrer"`)
    expect(html).toContain(`href="https://x.com/intent/tweet?url=${url}&amp;text="`)
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${url}"`)
    expect(html).toContain(`href="mailto:?subject=&amp;body=${url}"`)
    expect(html).not.toContain('<script')
    expect(html.match(/opens in a new tab/g)).toHaveLength(3)
  })
})
