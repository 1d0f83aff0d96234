import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { DealerFilterKey } from '@/domain/dealers/cardLabels'
import { FilterDropdown } from './FilterDropdown'

function Filters() {
  const [checked, setChecked] = useState<ReadonlySet<DealerFilterKey>>(new Set())
  const toggle = (key: DealerFilterKey) =>
    setChecked((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <>
      <FilterDropdown checked={checked} onToggle={toggle} />
      <button type="button">Outside</button>
    </>
  )
}

describe('FilterDropdown', () => {
  it('opens its panel, counts what is checked on the button, and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup()
    render(<Filters />)
    const button = screen.getByRole('button', { name: 'Filter' })
    expect(screen.queryByRole('checkbox', { name: 'NATE Certified' })).toBeNull()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('checkbox', { name: 'NATE Certified' }))
    await user.click(screen.getByRole('checkbox', { name: '24/7 Emergency Service' }))
    expect(button).toHaveAccessibleName('Filter 2 selected')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('checkbox', { name: 'NATE Certified' })).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a click outside and keeps the choices', async () => {
    const user = userEvent.setup()
    render(<Filters />)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.click(screen.getByRole('checkbox', { name: 'Financing' }))
    await user.click(screen.getByRole('button', { name: 'Outside' }))
    expect(screen.queryByRole('checkbox', { name: 'Financing' })).toBeNull()
    await user.click(screen.getByRole('button', { name: /^Filter/ }))
    expect(screen.getByRole('checkbox', { name: 'Financing' })).toBeChecked()
  })
})
