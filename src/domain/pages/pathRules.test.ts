import { describe, expect, it } from 'vitest'
import { checkPathInput, copySlug } from './pathRules'

describe('checkPathInput', () => {
  it('reads the forms an editor types', () => {
    expect(checkPathInput('/Summer Sale/')).toEqual({ ok: true, slug: 'summer-sale' })
    expect(checkPathInput('home')).toEqual({ ok: true, slug: 'home' })
    expect(checkPathInput('/')).toEqual({ ok: true, slug: 'home' })
  })

  it('refuses a path that tidies away to nothing instead of making it the home page', () => {
    const result = checkPathInput('???')
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toContain('“???” is not a URL path')
  })

  it('refuses characters the path rule does not allow, and an empty path', () => {
    expect(checkPathInput('a&b').ok).toBe(false)
    expect(checkPathInput('  ').ok).toBe(false)
  })
})

describe('copySlug', () => {
  it('adds -copy, then a number while that is taken', () => {
    const taken = new Set(['about', 'about-copy', 'about-copy-2'])
    expect(copySlug('faq', (s) => taken.has(s))).toBe('faq-copy')
    expect(copySlug('about', (s) => taken.has(s))).toBe('about-copy-3')
    expect(copySlug('about-copy', (s) => taken.has(s))).toBe('about-copy-3')
  })
})
