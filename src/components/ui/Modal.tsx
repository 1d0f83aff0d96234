'use client'

import dynamic from 'next/dynamic'
import { useLayoutEffect, useRef, useState } from 'react'
import type { ModalProps } from './ModalDialog'

export type { ModalProps }

// Radix Dialog (focus trap, scroll lock) is a chunk of its own, fetched when a modal first opens,
// so pages whose modals stay closed do not load it.
const ModalDialog = dynamic(() => import('./ModalDialog').then((m) => m.ModalDialog), { ssr: false })

/** The site's modal dialog (see ModalDialog); stays mounted after the first opening so closing returns focus. */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  // Radix returns focus only to a Dialog.Trigger; our modals open from state, so remember the
  // focused control when `open` turns true, here rather than in ModalDialog: the user may move
  // focus while its code loads (layout effects run before Radix moves focus in).
  const returnFocusRef = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (props.open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusRef.current = document.activeElement
    }
  }, [props.open])
  return opened ? <ModalDialog {...props} returnFocusRef={returnFocusRef} /> : null
}
