'use client'

import type React from 'react'
import { CA_PROVINCE_NAMES_FR, CA_PROVINCES, US_STATES } from '@/domain/address/regions'
import { CURRENT_CONSENT_FR } from '@/domain/leads/consent'
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
  /** French option texts (the French contact-a-dealer block): French province names. */
  language?: 'en' | 'fr'
}

const STATE_SELECT_TEXT = {
  en: { placeholder: 'Select', us: 'United States', ca: 'Canada' },
  fr: { placeholder: 'Sélectionner', us: 'États-Unis', ca: 'Canada' },
} as const

/** US states, DC and the Canadian provinces and territories, by two-letter code. */
export function StateSelect({ id, label = 'State / Province', error, ref, language = 'en', ...select }: StateSelectProps) {
  const text = STATE_SELECT_TEXT[language]
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
        <option value="">{text.placeholder}</option>
        <optgroup label={text.us}>
          {US_STATES.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={text.ca}>
          {CA_PROVINCES.map((region) => (
            <option key={region.code} value={region.code}>
              {language === 'fr' ? CA_PROVINCE_NAMES_FR[region.code] : region.name}
            </option>
          ))}
        </optgroup>
      </select>
    </FieldShell>
  )
}

/** The consent text with its privacy-policy link opening in a new tab. */
export function ConsentNote({ privacyPolicyUrl, id, language = 'en' }: { privacyPolicyUrl: string; id?: string; language?: 'en' | 'fr' }) {
  const consent = language === 'fr' ? CURRENT_CONSENT_FR : CURRENT_CONSENT
  return (
    <p className="form-consent" id={id}>
      {consent.segments(privacyPolicyUrl).map((segment, i) =>
        segment.href ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <span className="visually-hidden">{language === 'fr' ? ' (s’ouvre dans un nouvel onglet)' : ' (opens in a new tab)'}</span>
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  )
}

export type SelectFieldProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string
  label: string
  error?: string
  ref?: React.Ref<HTMLSelectElement>
  options: readonly { value: string; label: string }[]
  placeholder?: string
  fieldClassName?: string
}

export function SelectField({ id, label, error, ref, options, placeholder = 'Select', fieldClassName, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={fieldClassName}>
      <select
        id={id}
        ref={ref}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

export type TextAreaFieldProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string
  label: string
  error?: string
  ref?: React.Ref<HTMLTextAreaElement>
  fieldClassName?: string
}

export function TextAreaField({ id, label, error, ref, fieldClassName, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={fieldClassName}>
      <textarea
        id={id}
        ref={ref}
        className="form-field__input"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </FieldShell>
  )
}

/** A radio group for react-hook-form: `input` is the field's `register(name)`. */
export function RadioGroup({
  id,
  legend,
  error,
  options,
  input,
  className,
}: {
  id: string
  legend: string
  error?: string
  options: readonly { value: string; label: string }[]
  input: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }
  className?: string
}) {
  return (
    <fieldset
      className={['form-field', 'form-radios', error ? 'form-field--error' : '', className].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      <div className="form-radios__options">
        {options.map((option) => (
          <label key={option.value} className="form-radios__option">
            <input type="radio" value={option.value} {...input} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** A checkbox for react-hook-form with its message under it. */
export function CheckboxField({
  id,
  label,
  error,
  input,
  className,
}: {
  id: string
  label: React.ReactNode
  error?: string
  input: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }
  className?: string
}) {
  return (
    <div className={['form-field', 'form-checkbox', error ? 'form-field--error' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="form-checkbox__label">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
