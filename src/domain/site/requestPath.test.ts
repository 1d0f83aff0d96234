import { describe, expect, it } from 'vitest'
import { canonicalPagePath, requestPathKind } from './requestPath'

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

describe('one spelling per page path', () => {
  it('lowers the letters of a path that has capitals', () => {
    expect(canonicalPagePath('/fInd-a-DEAlER/')).toBe('/find-a-dealer/')
    expect(canonicalPagePath('/Dealers/Cool-Air-42/')).toBe('/dealers/cool-air-42/')
    expect(canonicalPagePath('/Caf%C3%A9/')).toBe('/caf%C3%A9/')
  })

  it('decodes escapes of letters and slashes, which name the same page (issue 40)', () => {
    expect(canonicalPagePath('/%52ebates/')).toBe('/rebates/')
    expect(canonicalPagePath('/%72ebates/')).toBe('/rebates/')
    expect(canonicalPagePath('/resources%2Fsample-estimate-offer/')).toBe('/resources/sample-estimate-offer/')
    expect(canonicalPagePath('/resources%2fsample-estimate-offer/')).toBe('/resources/sample-estimate-offer/')
    expect(canonicalPagePath('/caf%c3%a9/')).toBe('/caf%C3%A9/')
  })

  it('leaves canonical paths alone, escapes a URL needs included', () => {
    for (const path of ['/', '/find-a-dealer/', '/caf%C3%A9/', '/100%25/', '/a%3Fb/', '/a%23b/', '/a%20b/']) {
      expect(canonicalPagePath(path), path).toBeNull()
    }
  })

  it('never leads off the site', () => {
    for (const path of ['/%2Fevil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/', '/%5Cevil.example/', '/..%2F..%2F%2Fevil.example/']) {
      const canonical = canonicalPagePath(path) ?? path
      expect(new URL(canonical, 'https://site.example/').host, path).toBe('site.example')
      expect(canonical.startsWith('//'), path).toBe(false)
    }
  })
})
