import { describe, expect, it } from 'vitest'
import { lowerCasePath, requestPathKind } from './requestPath'

describe('what a request path is', () => {
  it('the APIs, the admin and Next static files are not pages', () => {
    for (const path of ['/api/leads', '/api', '/admin', '/admin/collections/pages', '/_next/static/chunks/a.js', '/_next/image']) {
      expect(requestPathKind(path), path).toBe('not-a-page')
    }
  })

  it('the variant, linked-search and unknown-path routes are internal, whatever follows them', () => {
    for (const path of ['/exp-variant/a_b/', '/exp-variant/a_b/x.x', '/linked-search/10001/rebates/', '/linked-search', '/_unknown-path/']) {
      expect(requestPathKind(path), path).toBe('internal')
    }
  })

  it("the app's own routes are exact paths: what lies below them is a page path to check", () => {
    for (const path of ['/search/', '/search', '/bench-floor/', '/block-gallery/design-system/', '/next/preview', '/robots.txt', '/sitemap.xml']) {
      expect(requestPathKind(path), path).toBe('own-route')
    }
    for (const path of ['/search/x/', '/bench-floor/x/', '/block-gallery/x/', '/next/', '/next/x', '/_next/x/', '/robots.txt/x']) {
      expect(requestPathKind(path), path).toBe('page')
    }
  })

  it('paths with a file extension, and look-alikes of the reserved prefixes, are page paths', () => {
    for (const path of ['/anything.txt', '/dealers/x.js', '/apiary/', '/administer/', '/', '/find-a-dealer/']) {
      expect(requestPathKind(path), path).toBe('page')
    }
  })
})

describe('lower-case page paths', () => {
  it('lowers the letters of a path that has capitals', () => {
    expect(lowerCasePath('/fInd-a-DEAlER/')).toBe('/find-a-dealer/')
    expect(lowerCasePath('/Dealers/Cool-Air-42/')).toBe('/dealers/cool-air-42/')
  })

  it('leaves lower-case paths and percent escapes alone', () => {
    expect(lowerCasePath('/find-a-dealer/')).toBeNull()
    expect(lowerCasePath('/caf%C3%A9/')).toBeNull()
    expect(lowerCasePath('/Caf%C3%A9/')).toBe('/caf%C3%A9/')
  })
})
