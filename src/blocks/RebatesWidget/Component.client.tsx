'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { pageCount, pageItems } from '@/components/rebates/pagination'
import { RebateProgramList } from '@/components/rebates/RebateProgramList'
import { REBATE_UI_TEXT, rebateResultsText } from '@/components/rebates/rebatesClient'
import { type RebateLookupStatus, useRebateLookup } from '@/components/rebates/useRebateLookup'
import type { RebateAnswer } from '@/domain/rebates/lookupView'
import { loadStoredZipcode, zipcodeInUrl } from '@/lib/userProfileStore'

const noSubscription = () => () => undefined
/** ?zipcode= (a linked search), else the remembered ZIP. */
const storedZip = () => zipcodeInUrl() || loadStoredZipcode().trim()

/**
 * The linked or stored zipcode's rebates from our own API, programs 6 per page. `linked`: a linked
 * search the server already answered (shown from the start, no lookup).
 */
export function RebatesWidgetClient({ brandCode, linked }: { brandCode: string; linked?: RebateAnswer }) {
  const inputId = useId()
  // The remembered ZIP is read after hydration (the server has no storage); typing replaces it.
  const stored = useSyncExternalStore(noSubscription, storedZip, () => '')
  const [typed, setTyped] = useState<string | null>(null)
  const box = useRef<HTMLInputElement | null>(null)
  const [page, setPage] = useState(1)
  // A ZIP searched in another rebate block on the page: this one shows it and its programs too.
  const onFollow = (zip: string) => {
    if (box.current) box.current.value = zip
    setTyped(zip)
    setPage(1)
  }
  const { status: state, setStatus, lookUp, search } = useRebateLookup(brandCode, { answered: linked, onFollow })

  // The remembered ZIP's programs show at once: "Loading..." is derived until the first answer.
  const first = state.kind === 'idle' && typed === null ? stored : ''
  useEffect(() => {
    if (first) void lookUp(first)
  }, [first, lookUp])
  const status: RebateLookupStatus = first ? { kind: 'loading' } : state

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const entered = new FormData(event.currentTarget).get('zipcode')
    const value = typeof entered === 'string' ? entered.trim() : ''
    if (!value) return
    setStatus({ kind: 'loading' })
    setPage(1)
    void search(value)
  }

  const programs = status.kind === 'done' && status.view.kind === 'results' ? status.view.lookup.programs : []
  const pages = pageCount(programs.length)
  return (
    <>
      <form className="rebates__form" onSubmit={onSubmit} noValidate>
        <div className="rebates__field">
          <label htmlFor={inputId} className="rebates__label">
            Zip Code
          </label>
          {/* Uncontrolled: text typed before this code has loaded stays; an empty box gets the remembered ZIP. */}
          <input
            ref={(el) => {
              box.current = el
              if (el && !el.value && typed === null && stored) el.value = stored
            }}
            id={inputId}
            name="zipcode"
            className="rebates__input"
            type="text"
            autoComplete="postal-code"
            required
            onChange={(event) => {
              const cleared = event.target.value.replace(/^\s+/, '')
              if (cleared !== event.target.value) event.target.value = cleared
              setTyped(cleared)
              if (status.kind === 'error') setStatus({ kind: 'idle' })
            }}
          />
        </div>
        <button type="submit" className="btn btn--bg-white btn--radius-full" disabled={status.kind === 'loading'}>
          Update
        </button>
      </form>
      <div className="rebates__results" aria-live="polite" data-testid="rebates-widget-results">
        {status.kind === 'loading' ? (
          <p className="rebates__status" role="status">
            Loading...
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p className="field-error" role="alert">
            {REBATE_UI_TEXT.failure}
          </p>
        ) : null}
        {status.kind === 'done' && status.view.kind === 'none' ? <p className="rebates__status">{REBATE_UI_TEXT.noRebates}</p> : null}
        {status.kind === 'done' && status.view.kind === 'results' ? (
          <>
            <p className="rebates__headline">{rebateResultsText(status.view.lookup.cityState, status.view.amountLabel)}</p>
            <RebateProgramList programs={pageItems(programs, page)} />
            {pages > 1 ? (
              <nav className="rebates__pager" aria-label="Rebate programs pages">
                <button type="button" className="btn btn--bg-white btn--radius-full" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                  Previous
                </button>
                <span>
                  Page {page} of {pages}
                </span>
                <button type="button" className="btn btn--bg-white btn--radius-full" disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
                  Next
                </button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  )
}
