import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Pagination } from './Pagination'

function Pager({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1)
  return (
    <>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
      <output>Showing page {page}</output>
    </>
  )
}

describe('Pagination', () => {
  it('is not there for a single page', () => {
    render(<Pager pageCount={1} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('pages forward and back, marks the current page and stops at the ends', async () => {
    const user = userEvent.setup()
    render(<Pager pageCount={17} />)
    const previous = screen.getByRole('button', { name: 'Previous page' })
    const next = screen.getByRole('button', { name: 'Next page' })
    expect(previous).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await user.click(next)
    expect(screen.getByText('Showing page 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(previous).toBeEnabled()
    // The last page is always one press away, however many pages there are.
    await user.click(screen.getByRole('button', { name: 'Page 17' }))
    expect(screen.getByText('Showing page 17')).toBeInTheDocument()
    expect(next).toBeDisabled()
    await user.click(previous)
    expect(screen.getByText('Showing page 16')).toBeInTheDocument()
  })

  it('keeps a short row for many pages: the first, the last and the current one with its neighbours', () => {
    render(<Pagination page={25} pageCount={50} onPage={() => undefined} />)
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '24', '25', '26', '50'])
  })
})
