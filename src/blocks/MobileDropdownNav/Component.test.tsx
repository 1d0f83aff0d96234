import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { describe, expect, it } from 'vitest'
import { MobileDropdownNavComponent } from './Component'
import { mobileDropdownNavFixture, noMatchMobileDropdownNavFixture } from './fixtures'
import { renderHtml } from '../../../tests/support/renderHtml'

// The router's own context, as Next provides it while rendering a request for that path.
function renderAt(path: string, block: Parameters<typeof MobileDropdownNavComponent>[0]) {
  return renderHtml(
    <PathnameContext.Provider value={path}>
      <MobileDropdownNavComponent {...block} />
    </PathnameContext.Provider>,
  )
}

describe('Mobile dropdown navigation', () => {
  it('titles the dropdown with the current page and marks its link as current', async () => {
    const html = await renderAt('/rebates/', mobileDropdownNavFixture)
    expect(html).toMatch(/<nav[^>]*aria-label="Maintenance topics"/)
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*><span class="mnav__title">Rebates<\/span>/)
    expect(html).toMatch(/<a href="\/rebates\/" class="mnav__link mnav__link--current" aria-current="page">Rebates<\/a>/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })

  it('matches without the trailing slash and with a query string', async () => {
    expect(await renderAt('/find-a-dealer', mobileDropdownNavFixture)).toContain('<span class="mnav__title">Find a dealer</span>')
  })

  it("titles the dropdown 'Page not found' when no link is the current page", async () => {
    const html = await renderAt('/block-gallery/', noMatchMobileDropdownNavFixture)
    expect(html).toContain('<span class="mnav__title">Page not found</span>')
    expect(html).not.toContain('aria-current')
  })

  it('leaves out links without a target, and renders nothing without any', async () => {
    const html = await renderAt('/', { ...mobileDropdownNavFixture, items: [{ link: { type: 'reference', reference: 5, label: 'Gone' } }, ...mobileDropdownNavFixture.items] })
    expect(html).not.toContain('Gone')
    expect(await renderAt('/', { ...mobileDropdownNavFixture, items: [] })).toBe('')
  })
})
