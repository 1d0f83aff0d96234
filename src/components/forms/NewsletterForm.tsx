'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'
import { NEWSLETTER_FAILURE_MESSAGE } from '@/domain/banners/emailBannerText'
import { pushAnalyticsEvent } from '@/lib/analytics'
import './newsletterForm.css'

export interface NewsletterFormProps {
  emailLabel: string
  buttonLabel: string
  /** The placement sent as the lead's source: the banner (default) or the site footer (NEWSLETTER_SOURCES). */
  source?: string
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string; field: boolean }

// The rules (zod, the lead schemas and messages) and the lead sender load when the visitor first focuses
// the field, not with the page: the form is in every page's footer.
const loadRules = () => Promise.all([import('@/domain/banners/emailBanner'), import('@/lib/dealersClient')]).then(([rules, client]) => ({ ...rules, submitLead: client.submitLead }))

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The newsletter field: the newsletter schema's messages, then a MARKETO lead to /api/leads, then the spec's thank-you. */
export function NewsletterForm({ emailLabel, buttonLabel, source }: NewsletterFormProps) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const input = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  // One key per address: a double submit, or a retry after a lost answer, is stored once.
  const idempotency = useRef<{ email: string; key: string } | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    let rules: Awaited<ReturnType<typeof loadRules>>
    try {
      rules = await loadRules()
    } catch {
      // The rules chunk did not load (offline).
      setStatus({ kind: 'error', message: NEWSLETTER_FAILURE_MESSAGE, field: false })
      return
    }
    const check = rules.checkNewsletterEmail(email)
    if (!check.ok) {
      setStatus({ kind: 'error', message: check.message, field: true })
      input.current?.focus()
      return
    }
    if (idempotency.current?.email !== check.email) idempotency.current = { email: check.email, key: newKey() }
    setStatus({ kind: 'sending' })
    const outcome = rules.newsletterOutcome(await rules.submitLead({ ...rules.newsletterLeadBody(check.email, window.location.href, source) }, { idempotencyKey: idempotency.current.key }))
    if (outcome.ok) {
      setStatus({ kind: 'done', message: rules.NEWSLETTER_SUCCESS_MESSAGE })
      pushAnalyticsEvent('newsletter_signup', { form_id: source ?? 'EMAIL_BANNER' })
      return
    }
    setStatus({ kind: 'error', message: outcome.message, field: outcome.field })
    if (outcome.field) input.current?.focus()
  }

  const fieldError = status.kind === 'error' && status.field ? status.message : null
  return (
    <div className="email-banner__form-area">
      {status.kind === 'done' ? null : (
        <form className="email-banner__form" onSubmit={onSubmit} noValidate>
          <div className="email-banner__field">
            <label htmlFor={inputId} className="email-banner__label">
              {emailLabel}
            </label>
            <input
              ref={input}
              id={inputId}
              className="email-banner__input"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onFocus={() => void loadRules().catch(() => undefined)}
              onChange={(event) => {
                setEmail(event.target.value)
                if (status.kind === 'error') setStatus({ kind: 'idle' })
              }}
            />
          </div>
          <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" disabled={status.kind === 'sending'} data-track={`Newsletter (${source ?? 'EMAIL_BANNER'}): sign up`}>
            {buttonLabel}
          </button>
          {fieldError ? (
            <p id={errorId} className="field-error email-banner__error" role="alert">
              {fieldError}
            </p>
          ) : null}
        </form>
      )}
      {/* Present from the start so screen readers announce what appears in it. */}
      <div className="email-banner__status" role="status">
        {status.kind === 'done' ? <p className="email-banner__thanks">{status.message}</p> : null}
        {status.kind === 'error' && !status.field ? <p className="field-error">{status.message}</p> : null}
      </div>
    </div>
  )
}
