import { describe, expect, it } from 'vitest'
import { parsePlacesQuery, PLACES_MESSAGES } from './placesQuery'

describe('parsePlacesQuery', () => {
  it('accepts a trimmed query and an optional limit of 1 to 10', () => {
    expect(parsePlacesQuery(new URLSearchParams('q=%20Aus%20'))).toEqual({ ok: true, query: { q: 'Aus' } })
    expect(parsePlacesQuery(new URLSearchParams('q=606&limit=3'))).toEqual({ ok: true, query: { q: '606', limit: 3 } })
  })

  it('refuses a missing or blank query, a long query and a bad limit with a clear message', () => {
    expect(parsePlacesQuery(new URLSearchParams(''))).toEqual({ ok: false, error: PLACES_MESSAGES.missingQuery })
    expect(parsePlacesQuery(new URLSearchParams('q=%20'))).toEqual({ ok: false, error: PLACES_MESSAGES.missingQuery })
    expect(parsePlacesQuery(new URLSearchParams(`q=${'a'.repeat(101)}`))).toEqual({ ok: false, error: PLACES_MESSAGES.queryTooLong })
    for (const limit of ['0', '11', 'x', '-1', '2.5']) {
      expect(parsePlacesQuery(new URLSearchParams(`q=a&limit=${limit}`))).toEqual({ ok: false, error: PLACES_MESSAGES.badLimit })
    }
  })
})
