'use client'

import { pagerItems } from '@/domain/dealers/pagination'

export interface PaginationProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
  label?: string
}

/**
 * Previous / Next around a compact window of page buttons (first, last, current +-1, ellipses),
 * so many pages still fit one line at 390 px; hidden with one page.
 */
export function Pagination({ page, pageCount, onPage, label = 'Dealer result pages' }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__step"
        aria-label="Previous page"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="pagination__pages">
        {pagerItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.side}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        aria-label="Next page"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
