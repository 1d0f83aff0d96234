'use client'

import type React from 'react'
import { CA_PROVINCES, US_STATES } from '@/domain/address/regions'
import { CURRENT_CONSENT } from '@/domain/leads/consent'
import './forms.css'

interface FieldShellProps {
  id: string
  label: string
  error?: string
  children: React.ReactNode
  className?: string
}

function FieldShell({ id, label, error, children, className }: FieldShellProps) {
  return (
    <div className={['form-field', error ? 'form-field--error' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export type TextFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string
  label: string
  error?: string
  ref?: React.Ref<HTMLInputElement>
  fieldClassName?: string
}

export function TextField({ id, label, error, fieldClassName, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={fieldClassName}>
      <input
        id={id}
        ref={ref}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FieldShell>
  )
}

export type StateSelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string
  label?: string
  error?: string
  ref?: React.Ref<HTMLSelectElement>
}

/** US states, DC and the Canadian provinces and territories, by two-letter code. */
export function StateSelect({ id, label = 'State / Province', error, ref, ...select }: StateSelectProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        ref={ref}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">Select</option>
        <optgroup label="United States">
          {US_STATES.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Canada">
          {CA_PROVINCES.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </optgroup>
      </select>
    </FieldShell>
  )
}

/** The consent text with its privacy-policy link opening in a new tab. */
export function ConsentNote({ privacyPolicyUrl, id }: { privacyPolicyUrl: string; id?: string }) {
  return (
    <p className="form-consent" id={id}>
      {CURRENT_CONSENT.segments(privacyPolicyUrl).map((segment, i) =>
        segment.href ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  )
}
