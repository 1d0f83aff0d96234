/** Dealer list paging (spec section 9): 6 cards per page from 768 px wide, 3 below. */

export const WIDE_VIEWPORT_MIN_PX = 768
export const WIDE_PAGE_SIZE = 6
export const NARROW_PAGE_SIZE = 3
/** From this width the locator's list has the map beside it (issue 42); narrower screens toggle List/Map. */
export const SIDE_BY_SIDE_MIN_PX = 1024

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

/** One slot of the compact pager: a page button or an ellipsis standing for skipped pages. */
export type PagerItem = { type: 'page'; page: number } | { type: 'gap'; side: 'start' | 'end' }

/**
 * Slots the compact pager shows at most: first, last, the current page and its neighbours, and
 * two ellipses. A fixed count keeps Previous / Next in place while paging and fits 390 px.
 */
export const PAGER_SLOTS = 7

/**
 * Which pages the pager shows: all of them up to PAGER_SLOTS pages; otherwise the first, the last
 * and the current page +-1, with an ellipsis for each run of 2 or more hidden pages. Near either end
 * the window widens so the count stays at PAGER_SLOTS (an ellipsis never hides a single page).
 */
export function pagerItems(page: number, pages: number): PagerItem[] {
  if (pages <= 0) return []
  const range = (from: number, to: number): PagerItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'page', page: from + i }))
  if (pages <= PAGER_SLOTS) return range(1, pages)
  const current = clampPage(page, pages)
  // Touching an end, the window is 5 pages in a row plus one ellipsis and the far end page.
  const edge = PAGER_SLOTS - 2
  if (current <= edge - 1) return [...range(1, edge), { type: 'gap', side: 'end' }, ...range(pages, pages)]
  if (current >= pages - edge + 2) return [...range(1, 1), { type: 'gap', side: 'start' }, ...range(pages - edge + 1, pages)]
  return [
    ...range(1, 1),
    { type: 'gap', side: 'start' },
    ...range(current - 1, current + 1),
    { type: 'gap', side: 'end' },
    ...range(pages, pages),
  ]
}
