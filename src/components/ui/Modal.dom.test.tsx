import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'
import { MODAL_ROOT_ID } from './ModalDialog'

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

  describe('its root element', () => {
    afterEach(() => {
      document.getElementById(MODAL_ROOT_ID)?.remove()
      vi.restoreAllMocks()
    })

    it('opens inside the layout’s modal root, logging nothing', async () => {
      const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: MODAL_ROOT_ID }))
      const errors = vi.spyOn(console, 'error')
      const user = userEvent.setup()
      render(<Page />)
      await user.click(screen.getByRole('button', { name: 'Contact dealer' }))
      expect(root).toContainElement(await screen.findByRole('dialog'))
      expect(errors).not.toHaveBeenCalled()
    })

    it('logs an error when the root is missing, and still opens (spec section 8)', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const user = userEvent.setup()
      render(<Page />)
      await user.click(screen.getByRole('button', { name: 'Contact dealer' }))
      expect(await screen.findByRole('dialog')).toBeInTheDocument()
      expect(errors).toHaveBeenCalledWith('Modal root element #modal-root is missing: the dialog opens at the end of the page instead.')
    })
  })
})
