import { describe, expect, it } from 'vitest'
import { exceeds, filterSize, filterSizeOfQuery, MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH } from './filterSize'

const orOf = (n: number) => ({ or: Array.from({ length: n }, (_, i) => ({ title: { equals: `t${i}` } })) })
/** `depth` levels of and/or, one condition at the bottom. */
const nested = (depth: number): Record<string, unknown> => (depth === 0 ? { slug: { equals: 'home' } } : { [depth % 2 ? 'or' : 'and']: [nested(depth - 1)] })

/** The bracket parameter names `qs` would write for a where. */
function names(where: unknown, prefix = 'where'): string[] {
  if (!where || typeof where !== 'object') return [prefix]
  return Object.entries(where).flatMap(([key, value]) => names(value, `${prefix}[${key}]`))
}

describe('filterSize', () => {
  it('counts conditions and and/or levels, in both shapes Payload accepts', () => {
    expect(filterSize({ slug: { equals: 'home' } })).toEqual({ conditions: 1, depth: 0 })
    expect(filterSize(orOf(3))).toEqual({ conditions: 3, depth: 1 })
    expect(filterSize({ or: { 0: { a: { equals: 1 } }, 1: { and: [{ b: { equals: 2 }, c: { exists: true } }] } } })).toEqual({ conditions: 3, depth: 2 })
    expect(filterSize(nested(5)).depth).toBe(5)
  })

  it('allows 25 conditions and 4 levels, refuses 26 and 5', () => {
    expect(exceeds(filterSize(orOf(MAX_FILTER_CONDITIONS)))).toBe(false)
    expect(exceeds(filterSize(orOf(MAX_FILTER_CONDITIONS + 1)))).toBe(true)
    expect(exceeds(filterSize(nested(MAX_FILTER_DEPTH)))).toBe(false)
    expect(exceeds(filterSize(nested(MAX_FILTER_DEPTH + 1)))).toBe(true)
  })

  it('reads the same sizes from the query string’s parameter names', () => {
    for (const where of [orOf(3), orOf(26), nested(4), nested(5), { slug: { in: ['a', 'b', 'c'] }, title: { like: 'x' } }]) {
      expect(exceeds(filterSizeOfQuery(names(where)))).toBe(exceeds(filterSize(where)))
    }
    expect(filterSizeOfQuery(names({ slug: { in: ['a', 'b', 'c'] } }))).toEqual({ conditions: 1, depth: 0 })
    expect(filterSizeOfQuery(['where[or][0][title][equals]', 'where[or][1][title][equals]', 'depth', 'limit'])).toEqual({ conditions: 2, depth: 1 })
  })

  it('stops counting a huge filter early', () => {
    expect(filterSize(orOf(100_000)).conditions).toBeLessThanOrEqual(MAX_FILTER_CONDITIONS + 1)
  })
})
