import { describe, expect, it } from 'vitest'
import { telHref } from './telHref'

describe('telHref', () => {
  it('makes tel: links of digits', () => {
    expect(telHref('(212) 555-0101')).toBe('tel:2125550101')
    expect(telHref('+1 212 555 0101')).toBe('tel:+12125550101')
  })
})
