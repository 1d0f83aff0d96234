import { describe, expect, it } from 'vitest'
import { languageAlternates, pageLanguage } from './language'

describe('page language', () => {
  it('is French under /fr/ and English everywhere else', () => {
    expect(pageLanguage('fr')).toBe('fr')
    expect(pageLanguage('fr/produits')).toBe('fr')
    expect(pageLanguage('home')).toBe('en')
    expect(pageLanguage('french-doors')).toBe('en')
    expect(pageLanguage('resources/fr')).toBe('en')
  })

  it('links both versions both ways, English the default', () => {
    expect(languageAlternates({ en: 'home', fr: 'fr' })).toEqual({ en: '/', fr: '/fr/', 'x-default': '/' })
    expect(languageAlternates({ en: 'contact-us', fr: 'fr/contactez-nous' })).toEqual({ en: '/contact-us/', fr: '/fr/contactez-nous/', 'x-default': '/contact-us/' })
  })

  it('gives nothing for a page without a version in the other language, or a pair in one language', () => {
    expect(languageAlternates(null)).toBeNull()
    expect(languageAlternates({ en: 'fr/a', fr: 'fr' })).toBeNull()
    expect(languageAlternates({ en: 'home', fr: 'contact-us' })).toBeNull()
  })
})
