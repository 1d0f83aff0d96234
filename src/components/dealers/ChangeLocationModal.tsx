'use client'

import { useId, useState } from 'react'
import { Modal } from '@/components/ui/Modal'
import { clearLeadingWhitespace, LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'

export interface ChangeLocationModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialValue?: string
  /** Called with the trimmed value; return an error message to keep the modal open. */
  onSubmit: (value: string) => Promise<string | undefined> | string | undefined
}

/** "Update your location" with a Zip/Postal code field. */
export function ChangeLocationModal({ open, onOpenChange, initialValue = '', onSubmit }: ChangeLocationModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Update your location"
      testId="change-location-modal"
    >
      {/* The dialog mounts its content only while open, so each opening starts from initialValue. */}
      <ChangeLocationForm key={initialValue} initialValue={initialValue} onSubmit={onSubmit} onDone={() => onOpenChange(false)} />
    </Modal>
  )
}

function ChangeLocationForm({
  initialValue,
  onSubmit,
  onDone,
}: Pick<ChangeLocationModalProps, 'onSubmit'> & { initialValue: string; onDone: () => void }) {
  const [value, setValue] = useState(initialValue)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const id = useId()

  return (
    <form
      className="change-location"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const text = value.trim()
        if (!text) {
          setError(LOCATOR_MESSAGES.enterZipcode)
          return
        }
        setBusy(true)
        const problem = await onSubmit(text)
        setBusy(false)
        if (problem) setError(problem)
        else onDone()
      }}
    >
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          Zip/Postal code
        </label>
        <input
          id={id}
          className="form-field__input"
          autoComplete="postal-code"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(clearLeadingWhitespace(event.target.value))
            setError(undefined)
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-full" disabled={busy}>
        Update
      </button>
    </form>
  )
}
