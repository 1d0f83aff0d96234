import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './Modal'

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact dealer
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Contact your local dealer">
        <label>
          First name <input name="firstName" />
        </label>
        <button type="button">Next</button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('opens with focus inside, keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Contact dealer' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Contact your local dealer' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    for (let i = 0; i < 4; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes from its close button', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Contact dealer' }))
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
