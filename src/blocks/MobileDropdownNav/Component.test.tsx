import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MobileDropdownNavComponent } from './Component'
import { mobileDropdownNavFixture, noMatchMobileDropdownNavFixture } from './fixtures'

// The router's own context, as Next provides it while rendering a request for that path.
function renderAt(path: string, block: Parameters<typeof MobileDropdownNavComponent>[0]) {
  return renderToStaticMarkup(
    <PathnameContext.Provider value={path}>
      <MobileDropdownNavComponent {...block} />
    </PathnameContext.Provider>,
  )
}

describe('Mobile dropdown navigation', () => {
  it('titles the dropdown with the current page and marks its link as current', () => {
    const html = renderAt('/rebates/', mobileDropdownNavFixture)
    expect(html).toMatch(/<nav[^>]*aria-label="Sample section \(sample\)"/)
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*><span class="mnav__title">Rebates<\/span>/)
    expect(html).toMatch(/<a href="\/rebates\/" class="mnav__link mnav__link--current" aria-current="page">Rebates<\/a>/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })

  it('matches without the trailing slash and with a query string', () => {
    expect(renderAt('/find-a-dealer', mobileDropdownNavFixture)).toContain('<span class="mnav__title">Find a dealer</span>')
  })

  it("titles the dropdown 'Page not found' when no link is the current page", () => {
    const html = renderAt('/block-gallery/', noMatchMobileDropdownNavFixture)
    expect(html).toContain('<span class="mnav__title">Page not found</span>')
    expect(html).not.toContain('aria-current')
  })

  it('leaves out links without a target, and renders nothing without any', () => {
    const html = renderAt('/', { ...mobileDropdownNavFixture, items: [{ link: { type: 'reference', reference: 5, label: 'Gone' } }, ...mobileDropdownNavFixture.items] })
    expect(html).not.toContain('Gone')
    expect(renderAt('/', { ...mobileDropdownNavFixture, items: [] })).toBe('')
  })
})
