import { describe, expect, it } from 'vitest'
import { buildShareLinks, canonicalUrl } from './shareLinks'

describe('share links', () => {
  it('builds the canonical URL from SITE_URL and the path, without query or hash', () => {
    expect(canonicalUrl('https://www.example.com/', '/rebates/?zip=1#top')).toBe('https://www.example.com/rebates/')
    expect(canonicalUrl('https://www.example.com', '/')).toBe('https://www.example.com/')
  })

  it('links Facebook, X, LinkedIn and e-mail with the encoded URL, title and excerpt', () => {
    const url = 'https://www.example.com/rebates/'
    const links = Object.fromEntries(buildShareLinks({ url, title: 'Rebates & offers', excerpt: 'Save on a new system.' }).map((l) => [l.network, l.href]))
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Frebates%2F')
    expect(links.x).toBe('https://x.com/intent/tweet?url=https%3A%2F%2Fwww.example.com%2Frebates%2F&text=Rebates%20%26%20offers')
    expect(links.linkedin).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Frebates%2F')
    expect(links.email).toBe('mailto:?subject=Rebates%20%26%20offers&body=Save%20on%20a%20new%20system.%0A%0Ahttps%3A%2F%2Fwww.example.com%2Frebates%2F')
  })

  it('sends only the URL in the mail body when there is no excerpt', () => {
    const email = buildShareLinks({ url: 'https://x.test/', title: 'T', excerpt: '  ' }).find((l) => l.network === 'email')
    expect(email?.href).toBe('mailto:?subject=T&body=https%3A%2F%2Fx.test%2F')
  })
})
