'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { DealerConnect } from '@/components/connect/DealerConnect'
import { RebateProgramList } from '@/components/rebates/RebateProgramList'
import { REBATE_UI_TEXT, rebateResultsText } from '@/components/rebates/rebatesClient'
import { type RebateLookupStatus, useRebateLookup } from '@/components/rebates/useRebateLookup'
import type { RebateAnswer } from '@/domain/rebates/lookupView'
import { loadStoredZipcode, zipcodeInUrl } from '@/lib/userProfileStore'

export interface RebateSavingsClientProps {
  brandCode: string
  privacyPolicyUrl: string
  zipLabel: string
  buttonText: string
  ctaHeading?: string | null
  ctaText?: string | null
  ctaButtonText?: string | null
  /** A linked search the server answered (the page was rendered for `?zipcode=`). */
  linked?: RebateAnswer
}

const noSubscription = () => () => undefined

/** Zip form -> our rebate API -> "{City, ST} homeowners receive up to ..." with the programs; then the dealer CTA. */
export function RebateSavingsClient({ brandCode, privacyPolicyUrl, zipLabel, buttonText, ctaHeading, ctaText, ctaButtonText, linked: answered }: RebateSavingsClientProps) {
  const inputId = useId()
  const messageId = `${inputId}-message`
  // The ZIP of a linked search (?zipcode=) or the remembered one, read after hydration (the server has
  // neither); typing replaces it.
  const fromUrl = useSyncExternalStore(noSubscription, zipcodeInUrl, () => '')
  const stored = useSyncExternalStore(noSubscription, loadStoredZipcode, () => '')
  const [typed, setTyped] = useState<string | null>(null)
  const zip = typed ?? (fromUrl || stored)
  const [required, setRequired] = useState(false)
  // A search is remembered and put in the address, as the locator does.
  const box = useRef<HTMLInputElement | null>(null)
  // A ZIP searched in another rebate block on the page: this one shows it and its savings too.
  const onFollow = (followed: string) => {
    if (box.current) box.current.value = followed
    setTyped(followed)
    setRequired(false)
  }
  const { status: state, setStatus, lookUp, search } = useRebateLookup(brandCode, { inUrl: true, answered, onFollow })

  // A link with ?zipcode= (a shared search, the repair-or-replace result) shows that ZIP's rebates at
  // once, as if submitted: usually the server already answered it; otherwise "Loading..." is derived
  // until the first answer.
  const linked = state.kind === 'idle' && typed === null ? fromUrl : ''
  useEffect(() => {
    if (linked) void lookUp(linked)
  }, [linked, lookUp])
  const status: RebateLookupStatus = linked ? { kind: 'loading' } : state
  const searchedZip = state.kind === 'done' ? state.zip : ''

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const entered = new FormData(event.currentTarget).get('zipcode')
    const value = typeof entered === 'string' ? entered.trim() : ''
    if (!value) {
      setRequired(true)
      return
    }
    setStatus({ kind: 'loading' })
    void search(value)
  }

  const errorText = required ? REBATE_UI_TEXT.zipRequired : status.kind === 'error' ? REBATE_UI_TEXT.failure : null

  return (
    <>
      <form className="rebates__form" onSubmit={onSubmit} noValidate>
        <div className="rebates__field">
          <label htmlFor={inputId} className="rebates__label">
            {zipLabel}
          </label>
          {/* Uncontrolled: text typed before this code has loaded stays; an empty box gets the remembered ZIP.
              Named "zipcode": a search sent before the script runs reloads the page at ?zipcode=, which it then shows. */}
          <input
            ref={(el) => {
              box.current = el
              if (el && !el.value && typed === null && zip) el.value = zip
            }}
            id={inputId}
            className="rebates__input"
            name="zipcode"
            defaultValue={answered?.zip}
            type="text"
            autoComplete="postal-code"
            required
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? messageId : undefined}
            onChange={(event) => {
              const cleared = event.target.value.replace(/^\s+/, '')
              if (cleared !== event.target.value) event.target.value = cleared
              setTyped(cleared)
              setRequired(false)
              // Typing clears the error (spec section 4).
              if (status.kind === 'error') setStatus({ kind: 'idle' })
            }}
          />
        </div>
        <button type="submit" className="btn btn--bg-baby-blue btn--radius-full" disabled={status.kind === 'loading'}>
          {buttonText}
        </button>
      </form>
      <div className="rebates__results" aria-live="polite" data-testid="rebate-results">
        {errorText ? (
          <p id={messageId} className="field-error" role="alert">
            {errorText}
          </p>
        ) : null}
        {status.kind === 'idle' && !errorText ? <p className="rebates__placeholder">Your rebates, special offers, and tax credits will show here.</p> : null}
        {status.kind === 'loading' ? (
          <p className="rebates__status" role="status">
            Loading...
          </p>
        ) : null}
        {status.kind === 'done' && status.view.kind === 'results' ? (
          <>
            <p className="rebates__headline" data-testid="rebate-headline">
              {rebateResultsText(status.view.lookup.cityState, status.view.amountLabel)}
            </p>
            <RebateProgramList programs={status.view.lookup.programs} />
          </>
        ) : null}
        {status.kind === 'done' && status.view.kind === 'none' ? <p className="rebates__status">{REBATE_UI_TEXT.noRebates}</p> : null}
      </div>
      <DealerConnect
        zip={searchedZip || zip.trim()}
        brandCode={brandCode}
        privacyPolicyUrl={privacyPolicyUrl}
        heading={ctaHeading}
        text={ctaText}
        buttonText={ctaButtonText}
      />
    </>
  )
}
