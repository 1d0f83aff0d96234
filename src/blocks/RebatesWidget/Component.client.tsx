'use client'

import type React from 'react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { pageCount, pageItems } from '@/components/rebates/pagination'
import { RebateProgramList } from '@/components/rebates/RebateProgramList'
import { fetchRebates, REBATE_UI_TEXT, rebateResultsText, rebateView, type RebateView } from '@/components/rebates/rebatesClient'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { loadStoredZipcode, saveStoredZipcode } from '@/lib/userProfileStore'

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; view: RebateView } | { kind: 'error' }

/** The stored zipcode's rebates from our own API, programs 6 per page. */
export function RebatesWidgetClient({ brandCode }: { brandCode: string }) {
  const inputId = useId()
  const [zip, setZip] = useState('')
  const inputEl = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [page, setPage] = useState(1)
  const controller = useRef<AbortController | null>(null)

  const lookup = useCallback(
    async (value: string) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setStatus({ kind: 'loading' })
      setPage(1)
      pushAnalyticsEvent('ecorebates-search', { zipcode: value })
      try {
        const result = await fetchRebates(brandCode, value, current.signal)
        if (!current.signal.aborted) setStatus({ kind: 'done', view: rebateView(result) })
      } catch (error) {
        if (current.signal.aborted) return
        console.warn('Rebate lookup failed', error)
        setStatus({ kind: 'error' })
      }
    },
    [brandCode],
  )

  useEffect(() => {
    // This block's code loads a moment after its HTML shows: keep a zip typed in that moment.
    const typed = inputEl.current?.value.replace(/^\s+/, '') ?? ''
    const stored = loadStoredZipcode().trim()
    if (typed) setZip(typed)
    else if (stored) {
      setZip(stored)
      void lookup(stored)
    }
    return () => controller.current?.abort()
  }, [lookup])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = zip.trim()
    if (!value) return
    saveStoredZipcode(value)
    void lookup(value)
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
          <input
            ref={inputEl}
            id={inputId}
            className="rebates__input"
            type="text"
            autoComplete="postal-code"
            required
            value={zip}
            onChange={(event) => {
              setZip(event.target.value.replace(/^\s+/, ''))
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
