import { describe, expect, it } from 'vitest'
import { pagePath, pageSlugFromInput, pathSegmentsFromInput, slugFromSegments, slugFromTitle } from './pagePath'

describe('page paths', () => {
  it('maps home to / and others to /slug/', () => {
    expect(pagePath('home')).toBe('/')
    expect(pagePath('find-a-dealer')).toBe('/find-a-dealer/')
    expect(pagePath('resources/faq')).toBe('/resources/faq/')
  })
  it('maps route segments back to the slug', () => {
    expect(slugFromSegments(undefined)).toBe('home')
    expect(slugFromSegments([])).toBe('home')
    expect(slugFromSegments(['Resources', 'faq'])).toBe('resources/faq')
  })
})

describe('paths as editors type them', () => {
  it('reads every form of the same path as one slug', () => {
    for (const typed of ['foo/bar', '/foo/bar/', '/Foo/Bar', '  foo//bar/ ', '/foo/bar/?utm=x#top']) expect(pageSlugFromInput(typed)).toBe('foo/bar')
    expect(pageSlugFromInput('/Editor Test Validation/')).toBe('editor-test-validation')
    expect(pageSlugFromInput('')).toBe('home')
    expect(pageSlugFromInput('/')).toBe('home')
  })
  it('keeps characters the path rule refuses, so the field can name them', () => {
    expect(pathSegmentsFromInput('/a&b/')).toEqual(['a&b'])
  })
  it('suggests a path from a title', () => {
    expect(slugFromTitle('Summer sale: 20% off!')).toBe('summer-sale-20-off')
    expect(slugFromTitle('Café au lait')).toBe('cafe-au-lait')
    expect(slugFromTitle('  --  ')).toBe('')
    expect(slugFromTitle('a'.repeat(100)).length).toBe(80)
  })
})
