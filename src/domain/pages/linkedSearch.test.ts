import { describe, expect, it } from 'vitest'
import { answersLinkedSearch, linkedSearchPath, linkedSearchZip } from './linkedSearch'

describe('linked searches', () => {
  it('a page answers one when its layout has the rebate savings block or the dealer locator', () => {
    expect(answersLinkedSearch([{ blockType: 'hero' }, { blockType: 'rebateSavings' }])).toBe(true)
    expect(answersLinkedSearch([{ blockType: 'hero' }, { blockType: 'dealerLocator' }])).toBe(true)
    expect(answersLinkedSearch([{ blockType: 'hero' }, { blockType: 'rebatesWidget' }])).toBe(true)
    expect(answersLinkedSearch([{ blockType: 'dealerCarousel' }, { blockType: 'content' }])).toBe(false)
    expect(answersLinkedSearch(undefined)).toBe(false)
  })

  it('takes a US ZIP or a Canadian postal code from ?zipcode=, nothing else', () => {
    expect(linkedSearchZip(new URLSearchParams('zipcode=10001'))).toBe('10001')
    expect(linkedSearchZip(new URLSearchParams('zipcode=%20M5V%203L9%20'))).toBe('M5V 3L9')
    expect(linkedSearchZip(new URLSearchParams('zipcode=abc'))).toBeNull()
    expect(linkedSearchZip(new URLSearchParams('zip=10001'))).toBeNull()
    expect(linkedSearchZip(new URLSearchParams('zipcode=' + '1'.repeat(40)))).toBeNull()
  })

  it('the internal path carries the ZIP as one segment before the page path', () => {
    expect(linkedSearchPath('/rebates/', '10001')).toBe('/linked-search/10001/rebates/')
    expect(linkedSearchPath('/rebates', 'M5V 3L9')).toBe('/linked-search/M5V%203L9/rebates/')
  })
})
