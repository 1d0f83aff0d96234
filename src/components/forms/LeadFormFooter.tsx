'use client'

import type { ReactNode } from 'react'
import { PAGE_FORM_TEXT } from '@/domain/leads/messages'
import { ConsentNote } from './fields'

export interface LeadFormFooterProps {
  /** The consent note's privacy link; leave out on a step before the last (no consent note there). */
  privacyPolicyUrl?: string
  language?: 'en' | 'fr'
  /** A line under the consent note (customer care's hours). */
  note?: ReactNode
  /** The failure message (it names the support phone), shown as an alert when set. */
  failure?: string | false
  /** Submit, tracked as `${formName}: submit`; left out on a step that has Next in its place. */
  submit?: { formName: string; sending: boolean; disabled?: boolean; text?: { submit: string; sending: string } }
  /** Buttons before Submit (Back), or in its place (Next). */
  children?: ReactNode
}

/** The end of every lead form: consent note, failure alert, then the buttons with Submit last. */
export function LeadFormFooter({ privacyPolicyUrl, language, note, failure, submit, children }: LeadFormFooterProps) {
  const text = submit?.text ?? PAGE_FORM_TEXT
  return (
    <>
      {privacyPolicyUrl === undefined ? null : <ConsentNote privacyPolicyUrl={privacyPolicyUrl} language={language} />}
      {note}
      {failure ? (
        <p className="field-error lead-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lead-form__buttons">
        {children}
        {submit ? (
          <button
            key="submit"
            type="submit"
            className="btn btn--bg-baby-blue btn--radius-full btn--width-fit"
            disabled={submit.disabled || submit.sending}
            data-track={`${submit.formName}: submit`}
          >
            {submit.sending ? text.sending : text.submit}
          </button>
        ) : null}
      </div>
    </>
  )
}
