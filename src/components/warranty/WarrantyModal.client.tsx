'use client'

import { useState } from 'react'
import { buttonClassName, type ButtonLook } from '@/components/ui/buttonClassName'
import { useHydratedAttribute } from '@/components/ui/hydration'
import { Modal } from '@/components/ui/Modal'
import type { WarrantyModalContent } from './modalContent'

type Props = { label: string; modal: WarrantyModalContent; look?: ButtonLook; testId?: string }

/** A button that opens a warranty modal: what to have ready, then a link to the external app (reading 19). */
export function WarrantyModalTrigger({ label, modal, look = {}, testId }: Props) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydratedAttribute()
  return (
    <>
      <button type="button" className={buttonClassName(look)} aria-haspopup="dialog" data-track={`Warranty: ${label}`} onClick={() => setOpen(true)} {...hydrated}>
        <span>{label}</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={modal.title} testId={testId}>
        {modal.intro ? <p className="warranty-modal__intro">{modal.intro}</p> : null}
        {modal.checklist.length ? (
          <ul className="warranty-modal__checklist">
            {modal.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {modal.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {modal.serialNumberDocument ? (
          <p>
            <a href={modal.serialNumberDocument.url} className="warranty-modal__doc" data-track="Warranty: serial-number instructions (PDF)">
              {modal.serialNumberDocument.title} (PDF)
            </a>
          </p>
        ) : null}
        {modal.appUrl ? (
          <p className="warranty-modal__actions">
            <a href={modal.appUrl} className={buttonClassName({ background: 'baby-blue' })} target="_blank" rel="noopener noreferrer" data-track={`Warranty app: ${modal.title}`}>
              <span>{modal.appLabel}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </Modal>
    </>
  )
}
