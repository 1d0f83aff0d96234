'use client'

export interface PaginationProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
  label?: string
}

/** Numbered pages with Previous / Next; hidden with one page. */
export function Pagination({ page, pageCount, onPage, label = 'Dealer result pages' }: PaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <ul className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </button>
    </nav>
  )
}
