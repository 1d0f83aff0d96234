import { describe, expect, it } from 'vitest'
import { type FilterField, filterProblem, whereConditions } from './filterValues'

const check = (field: FilterField, operator: string, value: unknown, path = 'f') => filterProblem(field, { path, operator, value })

describe('whereConditions', () => {
  it('lists every condition through and / or, at any depth', () => {
    expect(whereConditions({ title: { like: 'a' }, or: [{ id: { equals: '1' } }, { and: [{ slug: { in: 'x,y' } }] }] })).toEqual([
      { path: 'title', operator: 'like', value: 'a' },
      { path: 'id', operator: 'equals', value: '1' },
      { path: 'slug', operator: 'in', value: 'x,y' },
    ])
  })
})

describe('filterProblem', () => {
  it('refuses whatever reaches into a related document’s blocks', () => {
    expect(check({ kind: 'fields', throughRelationIntoBlocks: true }, 'equals', 'faq', 'englishVersion.layout.blockType')).toBe(
      "englishVersion.layout.blockType reaches into the blocks of a related document, which cannot be filtered; filter on that document's own fields.",
    )
  })

  it('numbers, document numbers, dates and true/false need values of their kind', () => {
    expect(check({ kind: 'relationship' }, 'in', '1,abc', 'id')).toBe('The filter on id needs the number of a document, not "abc".')
    expect(check({ kind: 'relationship' }, 'equals', '1.5')).toMatch(/number of a document/)
    expect(check({ kind: 'number' }, 'greater_than', '1.5')).toBeNull()
    expect(check({ kind: 'date' }, 'greater_than', 'notadate', 'createdAt')).toMatch(/^The filter on createdAt needs a date/)
    expect(check({ kind: 'date' }, 'less_than', '99999-01-01')).toMatch(/needs a date/)
    expect(check({ kind: 'date' }, 'less_than', new Date('2026-01-31'))).toBeNull()
    expect(check({ kind: 'checkbox' }, 'equals', 'maybe')).toMatch(/true or false/)
    expect(check({ kind: 'checkbox' }, 'equals', 'TRUE')).toBeNull()
  })

  it('a select takes its options only, which an empty string is not', () => {
    const status: FilterField = { kind: 'select', options: ['draft', 'published'] }
    expect(check(status, 'equals', 'bogus', '_status')).toBe('The filter on _status needs one of: draft, published; not "bogus".')
    expect(check(status, 'equals', '')).toMatch(/one of/)
    expect(check(status, 'in', 'draft,published')).toBeNull()
    expect(check(status, 'like', 'dra')).toMatch(/compares words/)
    // The word null reached PostgreSQL's enum column as text from a select inside a list of rows (a 500).
    expect(check(status, 'equals', 'null', 'deliveries.target')).toBe('The filter on deliveries.target needs one of: draft, published; for no value use deliveries.target[exists]=false.')
  })

  it('inside blocks a word search takes words, not regular-expression syntax (a lone "+" was a 500 on PostgreSQL)', () => {
    const title: FilterField = { kind: 'text', inJsonDocument: true }
    expect(check(title, 'not_like', '+', 'layout.modal.title')).toBe('The not_like filter on layout.modal.title inside blocks matches words; leave out \\ " + * ? ( ) [ ] { } | ^ $.')
    expect(check(title, 'like', 'heat pump', 'layout.modal.title')).toBeNull()
  })

  it('a word search takes no word ending in a lone backslash (PostgreSQL: "LIKE pattern must not end with escape character", a 500)', () => {
    const id: FilterField = { kind: 'text' }
    for (const value of ['\\', 'e\\', 'heat\\ pump', 'a \\\\\\']) {
      expect(check(id, 'not_like', value, 'deliveries.id'), value).toBe('The not_like filter on deliveries.id cannot end a word with a backslash (\\).')
    }
    for (const value of ['a\\b', 'a\\\\', 'heat pump', '\\\\ x']) expect(check(id, 'like', value), value).toBeNull()
  })

  it('a checkbox takes true or false; the word null (text to the PostgreSQL boolean column, a 500) points at exists', () => {
    expect(check({ kind: 'checkbox' }, 'equals', 'null', 'sample')).toBe('The filter on sample needs true or false; for no value use sample[exists]=false.')
    expect(check({ kind: 'checkbox' }, 'equals', 'true', 'sample')).toBeNull()
  })

  it('alone, null means no value; in a list every item is a value', () => {
    expect(check({ kind: 'relationship' }, 'equals', 'null')).toBeNull()
    expect(check({ kind: 'relationship' }, 'not_in', 'null')).toMatch(/number of a document/)
    expect(check({ kind: 'text' }, 'in', 'a,,null')).toBeNull()
  })

  it('near, within and intersects work on map points only, with well-formed values', () => {
    expect(check({ kind: 'text' }, 'near', '1,2,3', 'title')).toBe('The near filter works on map points only; title is not one.')
    expect(check({ kind: 'point' }, 'near', '-73.99,40.73,5000')).toBeNull()
    for (const bad of ['1,2,3,4,5', 'abc', '200,10', '1,2,-5', ',']) expect(check({ kind: 'point' }, 'near', bad), bad).toMatch(/longitude,latitude/)
    expect(check({ kind: 'point' }, 'within', 'abc')).toMatch(/GeoJSON/)
    expect(check({ kind: 'point' }, 'within', { type: 'Polygon', coordinates: [] })).toBeNull()
  })

  it('refuses shapes the database cannot compare: objects, lists for one value, all, sets of fields', () => {
    expect(check({ kind: 'text' }, 'equals', { x: '1' })).toMatch(/plain value/)
    expect(check({ kind: 'text' }, 'equals', ['a', 'b'])).toMatch(/use in for a list/)
    expect(check({ kind: 'select', hasMany: true, options: ['a'] }, 'all', 'a')).toMatch(/not available/)
    expect(check({ kind: 'fields' }, 'equals', 'x', 'layout')).toMatch(/^layout is a set of fields/)
    expect(check({ kind: 'text', inJsonDocument: true }, 'in', 'a', 'layout.heading')).toMatch(/inside blocks/)
    expect(check({ kind: 'text', inJsonDocument: true }, 'like', 'a')).toBeNull()
    expect(check({ kind: 'richText' }, 'contains', 'a')).toMatch(/does not apply/)
    expect(check({ kind: 'text' }, 'exists', { x: '1' })).toMatch(/true or false/)
  })
})
