import { describe, expect, it } from 'vitest'
import { classifySearchInput, clearLeadingWhitespace, dealerCountLine, noDealersHeading } from './locatorView'

describe('search box input (spec section 5)', () => {
  it('asks for a zipcode when empty or blank', () => {
    expect(classifySearchInput('')).toEqual({ kind: 'empty', message: 'Please enter a zipcode' })
    expect(classifySearchInput('   ')).toEqual({ kind: 'empty', message: 'Please enter a zipcode' })
  })

  it('runs the lookup for 5 digits, ZIP+4 and Canadian codes, trimmed', () => {
    expect(classifySearchInput(' 10001 ')).toEqual({ kind: 'postalCode', zipcode: '10001' })
    expect(classifySearchInput('10001-1234')).toEqual({ kind: 'postalCode', zipcode: '10001-1234' })
    expect(classifySearchInput('m5v-3l9')).toEqual({ kind: 'postalCode', zipcode: 'M5V 3L9' })
    expect(classifySearchInput('M5V3L9')).toEqual({ kind: 'postalCode', zipcode: 'M5V 3L9' })
  })

  it('refuses short or malformed codes and treats words as a city', () => {
    for (const bad of ['1234', '123456', '10001-12', 'M5V', 'M5V 3L']) {
      expect(classifySearchInput(bad).kind).toBe('invalidPostalCode')
    }
    expect(classifySearchInput('Austin,  TX')).toEqual({ kind: 'place', query: 'Austin, TX' })
  })

  it('clears leading whitespace only', () => {
    expect(clearLeadingWhitespace('  100 01 ')).toBe('100 01 ')
  })
})

describe('copy', () => {
  it('words the count line and the no-dealers heading as the spec does', () => {
    expect(dealerCountLine(7, '10001')).toBe('7 dealers servicing near 10001')
    expect(dealerCountLine(1, '10001')).toBe('1 dealer servicing near 10001')
    expect(noDealersHeading('99999')).toBe('We found 0 dealers servicing near 99999')
  })
})
