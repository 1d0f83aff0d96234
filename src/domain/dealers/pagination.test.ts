import { describe, expect, it } from 'vitest'

import { clampPage, dealerPageSize, pageCount, paginate } from './pagination'

describe('dealerPageSize', () => {
  it('is 6 from 768 px and 3 below', () => {
    expect(dealerPageSize(767)).toBe(3)
    expect(dealerPageSize(768)).toBe(6)
    expect(dealerPageSize(1440)).toBe(6)
    expect(dealerPageSize(320)).toBe(3)
  })
})

describe('pageCount and clampPage', () => {
  it('counts whole pages', () => {
    expect(pageCount(0, 6)).toBe(0)
    expect(pageCount(6, 6)).toBe(1)
    expect(pageCount(7, 6)).toBe(2)
    expect(pageCount(10, 0)).toBe(0)
  })

  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(5, 3)).toBe(3)
    expect(clampPage(2.7, 3)).toBe(2)
    expect(clampPage(Number.NaN, 3)).toBe(1)
    expect(clampPage(4, 0)).toBe(1)
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, i) => i + 1)

  it('returns the requested slice', () => {
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3, total: 14 })
    expect(paginate(items, 3, 6).items).toEqual([13, 14])
  })

  it('clamps out-of-range pages', () => {
    expect(paginate(items, 9, 6)).toMatchObject({ page: 3, items: [13, 14] })
    expect(paginate(items, -1, 3)).toMatchObject({ page: 1, items: [1, 2, 3] })
  })

  it('handles an empty list', () => {
    expect(paginate([], 2, 6)).toEqual({ items: [], page: 1, pageCount: 0, total: 0 })
  })
})
