import { describe, expect, it } from 'vitest'
import { foldCityName, foldText } from './foldText'

describe('foldText', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldText('Montréal')).toBe('montreal')
    expect(foldText('  Coeur d’Alene ')).toBe('coeur d alene')
    expect(foldText('Rivière-des-Prairies–Pointe-aux-Trembles')).toBe('riviere des prairies pointe aux trembles')
  })
})

describe('foldCityName', () => {
  it('spells out the abbreviations USPS and GeoNames disagree on', () => {
    expect(foldCityName('St. Louis')).toBe(foldCityName('Saint Louis'))
    expect(foldCityName('Mt Baldy')).toBe('mount baldy')
    expect(foldCityName('Ft Worth')).toBe('fort worth')
    expect(foldCityName('Ste-Thérèse')).toBe('sainte therese')
    expect(foldCityName('Stanford')).toBe('stanford')
  })
})
