import { describe, expect, it } from 'vitest'
import { pagePath, slugFromSegments } from './pagePath'

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
