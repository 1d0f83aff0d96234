import { describe, expect, it } from 'vitest'
import { parseTabItems } from './tabItems'

describe('parseTabItems', () => {
  it('splits plain text by line and drops blank lines', () => {
    expect(parseTabItems('Quiet\n\n  Efficient \r\nReliable')).toEqual([
      { item: 'Quiet', pro: false },
      { item: 'Efficient', pro: false },
      { item: 'Reliable', pro: false },
    ])
  })

  it('marks a line starting with "+" as an advantage', () => {
    expect(parseTabItems('+ Variable-speed blower\n+Quiet\nTwo stages\n+')).toEqual([
      { item: 'Variable-speed blower', pro: true },
      { item: 'Quiet', pro: true },
      { item: 'Two stages', pro: false },
      { item: '+', pro: false },
    ])
  })

  it('reads JSON with item and pro, accepting the original’s 1 and "1" flags', () => {
    expect(parseTabItems('[{"item":"Variable speed","pro":true},{"item":"Two stages","pro":"1"},{"item":"Single stage"},{"pro":true}]')).toEqual([
      { item: 'Variable speed', pro: true },
      { item: 'Two stages', pro: true },
      { item: 'Single stage', pro: false },
    ])
  })

  it('falls back to lines when the JSON is broken, so no text disappears', () => {
    expect(parseTabItems('[not json\nsecond')).toEqual([
      { item: '[not json', pro: false },
      { item: 'second', pro: false },
    ])
    expect(parseTabItems(null)).toEqual([])
  })
})
