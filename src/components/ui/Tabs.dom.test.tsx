import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

const tabs = [
  { key: 'ac', label: 'Air conditioners', panel: <p>Cool, quiet summers</p> },
  { key: 'furnace', label: 'Furnaces', panel: <p>Warm winters</p> },
  { key: 'heat-pump', label: 'Heat pumps', panel: <p>Both in one</p> },
]

describe('Tabs', () => {
  it('shows the first panel, and the clicked tab’s panel after a click', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Products" tabs={tabs} block="t" />)
    expect(screen.getByText('Cool, quiet summers')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Furnaces' }))
    expect(screen.getByRole('tab', { name: 'Furnaces' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Warm winters')).toBeVisible()
    expect(screen.getByText('Cool, quiet summers')).not.toBeVisible()
  })

  it('moves with the arrow keys (wrapping), Home and End; only the selected tab is a tab stop', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Products" tabs={tabs} block="t" />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Air conditioners' }))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Heat pumps' }))
    expect(screen.getByText('Both in one')).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Air conditioners' }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Heat pumps' }))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Air conditioners' }))
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  })

  it('leaves Up and Down to the page unless asked to use them', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Tabs label="Products" tabs={tabs} block="t" />)
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Air conditioners' }))
    unmount()
    render(<Tabs label="Products" tabs={tabs} block="t" upDownArrows />)
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Furnaces' }))
  })
})
