import { describe, expect, it } from 'vitest'
import { HELP_LINE_HOURS, helpLineHours } from './helpLine'

describe('help line hours', () => {
  it('are the spec’s "Mon-Fri 7am-5pm CST" unless an editor wrote others', () => {
    expect(HELP_LINE_HOURS).toBe('Mon-Fri 7am-5pm CST')
    expect(helpLineHours(null)).toBe('Mon-Fri 7am-5pm CST')
    expect(helpLineHours('  ')).toBe('Mon-Fri 7am-5pm CST')
    expect(helpLineHours(' Mon-Sat 8am-6pm CST ')).toBe('Mon-Sat 8am-6pm CST')
  })
})
