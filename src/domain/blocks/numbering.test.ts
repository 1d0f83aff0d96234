import { describe, expect, it } from 'vitest'
import { itemNumbers } from './numbering'

describe('itemNumbers', () => {
  it('counts from 1 when the editor typed nothing', () => {
    expect(itemNumbers([null, undefined, ''])).toEqual(['1', '2', '3'])
  })

  it('keeps typed numbers and continues the count after them', () => {
    expect(itemNumbers(['3', null, '  ', 10, null])).toEqual(['3', '4', '5', '10', '11'])
  })

  it('shows a figure as typed without letting it break the count', () => {
    expect(itemNumbers(['20%', null, '24/7'])).toEqual(['20%', '1', '24/7'])
  })
})
