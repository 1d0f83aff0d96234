'use client'

import type React from 'react'
import { useId, useState } from 'react'
import { LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'
import { saveStoredZipcode } from '@/lib/userProfileStore'
import { ButtonIcon } from '@/components/ui/ButtonIcon'

type Props = {
  title: string | null
  subtitle: string | null
  placeholder: string
  actionText: string
  buttonClassName: string
  showIcon: boolean
  image: React.ReactNode
}

export const FIND_YOUR_DEALER_PATH = '/find-your-dealer/'

/**
 * The hero's find-a-dealer card. Works without JavaScript (a GET form to /find-your-dealer/);
 * with it, submitting disables the input, shows "Loading..." and keeps the zip for the locator.
 */
export function FindDealerCard({ title, subtitle, placeholder, actionText, buttonClassName, showIcon, image }: Props) {
  const [zip, setZip] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = `${inputId}-error`

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = zip.trim()
    if (!value) {
      setError(LOCATOR_MESSAGES.enterZipcode)
      return
    }
    setLoading(true)
    // The one remembered-ZIP store (shared with the locator, the carousel and the rebate blocks).
    saveStoredZipcode(value)
    window.location.assign(`${FIND_YOUR_DEALER_PATH}?zipcode=${encodeURIComponent(value)}`)
  }

  return (
    <div className="hero__card hero__card--dealer" data-testid="hero-find-dealer-card">
      {image}
      {title ? <h2 className="hero__card-title">{title}</h2> : null}
      {subtitle ? <p className="hero__card-text">{subtitle}</p> : null}
      <form action={FIND_YOUR_DEALER_PATH} method="get" onSubmit={onSubmit} noValidate className="hero__zip-form">
        <label htmlFor={inputId} className="visually-hidden">
          ZIP or postal code
        </label>
        <input
          id={inputId}
          name="zipcode"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          placeholder={placeholder}
          value={zip}
          disabled={loading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setZip(e.target.value.replace(/^\s+/, ''))
            setError(null)
          }}
        />
        <button type="submit" className={buttonClassName} disabled={loading} aria-live="polite" data-track="Hero: find a dealer">
          {loading ? 'Loading...' : actionText}
          <ButtonIcon show={showIcon && !loading} />
        </button>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}
