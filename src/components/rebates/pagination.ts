/** The rebates widget shows 6 programs per page (spec section 9). */
export const REBATES_WIDGET_PAGE_SIZE = 6

export function pageCount(total: number, pageSize = REBATES_WIDGET_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
}

/** Items of a 1-based page; the page is clamped to the first and last page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize = REBATES_WIDGET_PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize)
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last)
  return items.slice((current - 1) * pageSize, current * pageSize)
}
