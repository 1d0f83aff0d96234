import { describe, expect, it } from 'vitest'

import { clampPage, dealerPageSize, pageCount, paginate, pagerItems, type PagerItem } from './pagination'

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

describe('pagerItems (compact pager window)', () => {
  /** "1 … 4 5 6 … 17" style, to read the window at a glance. */
  const show = (items: PagerItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ')

  it('shows every page up to 7 pages, none without pages', () => {
    expect(show(pagerItems(1, 1))).toBe('1')
    expect(show(pagerItems(4, 7))).toBe('1 2 3 4 5 6 7')
    expect(pagerItems(1, 0)).toEqual([])
  })

  it('with many pages shows first, last and the current page +-1 between ellipses', () => {
    expect(show(pagerItems(9, 17))).toBe('1 … 8 9 10 … 17')
    expect(show(pagerItems(5, 17))).toBe('1 … 4 5 6 … 17')
    expect(show(pagerItems(13, 17))).toBe('1 … 12 13 14 … 17')
  })

  it('widens the window near either end so there are always 7 slots and an ellipsis hides 2+ pages', () => {
    expect(show(pagerItems(1, 17))).toBe('1 2 3 4 5 … 17')
    expect(show(pagerItems(4, 17))).toBe('1 2 3 4 5 … 17')
    expect(show(pagerItems(14, 17))).toBe('1 … 13 14 15 16 17')
    expect(show(pagerItems(17, 17))).toBe('1 … 13 14 15 16 17')
    expect(show(pagerItems(4, 8))).toBe('1 2 3 4 5 … 8')
    expect(show(pagerItems(5, 8))).toBe('1 … 4 5 6 7 8')
    for (let pages = 8; pages <= 40; pages++) {
      for (let page = 1; page <= pages; page++) {
        const items = pagerItems(page, pages)
        expect(items).toHaveLength(7)
        const shown = items.flatMap((i) => (i.type === 'page' ? [i.page] : []))
        expect(shown).toContain(page)
        expect(shown[0]).toBe(1)
        expect(shown.at(-1)).toBe(pages)
        // Ellipses sit only where 2 or more pages are left out.
        items.forEach((item, k) => {
          if (item.type !== 'gap') return
          const before = items[k - 1]
          const after = items[k + 1]
          if (before?.type === 'page' && after?.type === 'page') expect(after.page - before.page).toBeGreaterThan(2)
        })
      }
    }
  })

  it('clamps an out-of-range current page', () => {
    expect(show(pagerItems(99, 17))).toBe('1 … 13 14 15 16 17')
    expect(show(pagerItems(Number.NaN, 17))).toBe('1 2 3 4 5 … 17')
  })
})
