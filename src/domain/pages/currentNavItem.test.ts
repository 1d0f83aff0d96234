import { describe, expect, it } from 'vitest'
import { comparablePath, currentNavIndex, currentNavTitle } from './currentNavItem'

const items = [
  { href: '/', label: 'Home' },
  { href: '/rebates/', label: 'Rebates' },
  { href: '/find-a-dealer/', label: 'Find a dealer' },
  { href: 'https://example.com/rebates/', label: 'Elsewhere' },
]

describe('current item of the mobile dropdown navigation', () => {
  it('matches the current path ignoring trailing slash, case, query and hash', () => {
    expect(comparablePath('/Rebates?zip=1#x')).toBe('/rebates')
    expect(currentNavTitle(items, '/rebates')).toBe('Rebates')
    expect(currentNavTitle(items, '/find-a-dealer/?zipcode=10001')).toBe('Find a dealer')
    expect(currentNavTitle(items, '/')).toBe('Home')
    expect(currentNavIndex(items.map((i) => i.href), '/REBATES/')).toBe(1)
  })

  it("titles the dropdown 'Page not found' when nothing matches", () => {
    expect(currentNavTitle(items, '/warranty/')).toBe('Page not found')
    expect(currentNavTitle(items, null)).toBe('Page not found')
    expect(currentNavTitle([], '/')).toBe('Page not found')
  })

  it('never treats an absolute URL or a missing link as the current page', () => {
    expect(currentNavIndex(['https://example.com/rebates/', null], '/rebates/')).toBe(-1)
    expect(currentNavIndex(['//example.com/rebates/'], '/rebates/')).toBe(-1)
  })
})
