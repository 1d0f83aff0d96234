/** Dealer list paging (spec section 9): 6 cards per page from 768 px wide, 3 below. */

export const WIDE_VIEWPORT_MIN_PX = 768
export const WIDE_PAGE_SIZE = 6
export const NARROW_PAGE_SIZE = 3

export function dealerPageSize(viewportWidth: number): number {
  return viewportWidth >= WIDE_VIEWPORT_MIN_PX ? WIDE_PAGE_SIZE : NARROW_PAGE_SIZE
}

/** Number of pages needed for `total` items; 0 when there are no items. */
export function pageCount(total: number, size: number): number {
  if (total <= 0 || size <= 0) return 0
  return Math.ceil(total / size)
}

/** Keeps a 1-based page inside 1..pages (1 when there are no pages or the input is not a number). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page) || pages <= 0) return 1
  return Math.min(Math.max(1, Math.floor(page)), pages)
}

export interface Page<T> {
  items: T[]
  /** The page actually shown, after clamping. */
  page: number
  pageCount: number
  total: number
}

export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pages = pageCount(items.length, size)
  const current = clampPage(page, pages)
  const start = (current - 1) * size
  return {
    items: pages === 0 ? [] : items.slice(start, start + size),
    page: current,
    pageCount: pages,
    total: items.length,
  }
}
