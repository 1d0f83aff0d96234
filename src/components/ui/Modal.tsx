'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { ModalProps } from './ModalDialog'

export type { ModalProps }

// Radix Dialog (focus trap, scroll lock) is a chunk of its own, fetched when a modal first opens,
// so pages whose modals stay closed do not load it.
const ModalDialog = dynamic(() => import('./ModalDialog').then((m) => m.ModalDialog), { ssr: false })

/** The site's modal dialog (see ModalDialog); stays mounted after the first opening so closing returns focus. */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  return opened ? <ModalDialog {...props} /> : null
}
