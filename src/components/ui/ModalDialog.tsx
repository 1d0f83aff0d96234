'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'
import { useState } from 'react'
import './ui.css'

/** The element the site's layout keeps for dialogs (src/app/(frontend)/SiteShell.tsx). */
export const MODAL_ROOT_ID = 'modal-root'

/** The layout's dialog root; without it (spec section 8) the error is logged and the dialog opens at the end of the body. */
function modalRoot(): HTMLElement | undefined {
  const root = document.getElementById(MODAL_ROOT_ID)
  if (!root) console.error(`Modal root element #${MODAL_ROOT_ID} is missing: the dialog opens at the end of the page instead.`)
  return root ?? undefined
}

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: React.ReactNode
  /** Read to screen readers with the title; optional visible intro. */
  description?: React.ReactNode
  children: React.ReactNode
  /** Extra class on the dialog panel (size variants: `modal--wide`). */
  className?: string
  /** Label of the close button; default "Close". */
  closeLabel?: string
  testId?: string
}

/**
 * Accessible modal dialog on Radix Dialog: focus stays inside while open, Escape, the close
 * button and a click on the backdrop close it, page scrolling is locked while open, and focus
 * returns to the element that opened it.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  closeLabel = 'Close',
  testId,
  returnFocusRef,
}: ModalProps & {
  /** The control focused when the modal opened (Modal records it; this component may load later). */
  returnFocusRef: React.RefObject<HTMLElement | null>
}) {
  // Looked up once, when the dialog first opens (this component renders in the browser only).
  const [container] = useState(modalRoot)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="modal__backdrop" data-testid={testId ? `${testId}-backdrop` : undefined} />
        <Dialog.Content
          className={['modal', className].filter(Boolean).join(' ')}
          data-testid={testId}
          data-track-area={typeof title === 'string' ? title : 'Dialog'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Escape in an open suggestion list closes the list only (the combobox handles it); closing
          // the whole dialog there would drop what the homeowner typed.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current
            if (target?.isConnected) {
              event.preventDefault()
              target.focus()
            }
            returnFocusRef.current = null
          }}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label={closeLabel}>
              <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="modal__description">{description}</Dialog.Description> : null}
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
