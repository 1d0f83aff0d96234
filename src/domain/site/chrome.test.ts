import { describe, expect, it } from 'vitest'
import { chromeStrings, navLabel, supportHoursIn } from './chrome'

describe('the chrome dictionary', () => {
  it('gives French pages French chrome and English pages English', () => {
    expect(chromeStrings('fr').skipLink).toBe('Passer au contenu')
    expect(chromeStrings('en').skipLink).toBe('Skip to content')
    expect(chromeStrings('fr').overview('Produits')).toBe('Produits : vue d’ensemble')
    expect(chromeStrings('fr').questions('1-800-555-0123', 'x')).toBe('Des questions? Appelez le 1-800-555-0123, x.')
  })

  it('translates the seeded menu labels and keeps an editor’s own label as written', () => {
    const fr = chromeStrings('fr')
    expect(navLabel(fr, 'Products')).toBe('Produits')
    expect(navLabel(fr, 'Find a dealer')).toBe('Trouver un détaillant')
    expect(navLabel(fr, 'Spring sale')).toBe('Spring sale')
    expect(navLabel(chromeStrings('en'), 'Products')).toBe('Products')
  })

  it('translates the seeded support hours only', () => {
    const fr = chromeStrings('fr')
    expect(supportHoursIn(fr, 'Monday to Friday 7am to 5pm CST')).toBe('du lundi au vendredi, de 7 h à 17 h (heure du Centre)')
    expect(supportHoursIn(fr, 'Weekdays 8-6')).toBe('Weekdays 8-6')
  })

  it('the language switch points at the other language', () => {
    expect(chromeStrings('en')).toMatchObject({ switchCode: 'FR', switchHome: '/fr/' })
    expect(chromeStrings('fr')).toMatchObject({ switchCode: 'EN', switchHome: '/' })
  })
})
