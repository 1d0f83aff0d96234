import { describe, expect, it } from 'vitest'
import { breaksHeroRule } from './heroRule'

describe('breaksHeroRule', () => {
  it('accepts no hero, or one hero first', () => {
    expect(breaksHeroRule([])).toBe(false)
    expect(breaksHeroRule(['content', 'faq'])).toBe(false)
    expect(breaksHeroRule(['hero2025', 'faq', 'promoCard'])).toBe(false)
    expect(breaksHeroRule(['warrantyHero', 'content'])).toBe(false)
  })

  it('refuses a second hero, of any kind, and a hero below another block', () => {
    expect(breaksHeroRule(['hero', 'content', 'hero2025'])).toBe(true)
    expect(breaksHeroRule(['hero2025', 'hero2025'])).toBe(true)
    expect(breaksHeroRule(['content', 'hero'])).toBe(true)
  })
})
