import { describe, expect, it } from 'vitest'
import { linkHref, validateLinkUrl } from './linkHref'

describe('linkHref', () => {
  it('follows a populated page reference to the page path', () => {
    expect(linkHref({ type: 'reference', reference: { slug: 'rebates' } })).toBe('/rebates/')
    expect(linkHref({ type: 'reference', reference: { slug: 'home' } })).toBe('/')
  })

  it('drops a reference that is only an id (not populated, or its page was deleted)', () => {
    expect(linkHref({ type: 'reference', reference: 7 })).toBeNull()
    expect(linkHref({ type: 'reference', reference: null })).toBeNull()
  })

  it('keeps safe custom URLs and refuses script URLs', () => {
    expect(linkHref({ type: 'custom', url: '/find-a-dealer/' })).toBe('/find-a-dealer/')
    expect(linkHref({ type: 'custom', url: 'https://example.org/a' })).toBe('https://example.org/a')
    expect(linkHref({ type: 'custom', url: '#faq' })).toBe('#faq')
    expect(linkHref({ type: 'custom', url: 'javascript:alert(1)' })).toBeNull()
    expect(linkHref({ type: 'custom', url: '//evil.example' })).toBeNull()
    expect(linkHref({ type: 'custom', url: '  ' })).toBeNull()
  })

  it('validates in the admin with the same rule', () => {
    expect(validateLinkUrl('/x/')).toBe(true)
    expect(validateLinkUrl('')).toBe(true)
    expect(validateLinkUrl('javascript:alert(1)')).toMatch(/path starting with/)
  })
})
