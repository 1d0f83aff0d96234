'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { buttonClassName } from '@/components/ui/buttonClassName'
import { useHydratedAttribute } from '@/components/ui/hydration'
import { Spinner } from '@/components/ui/Spinner'
import {
  AGE_OPTIONS,
  ESTIMATE_OPTIONS,
  SUGGESTION_LABELS,
  TOOL_LOADING_MS,
  repairOrReplace,
  type RepairResult,
} from '@/domain/tools/repairOrReplace'
import { INSIGHT_SOURCES, coolingSavingsRange, refrigerantStatus, savingsRangeText } from '@/domain/tools/systemInsights'
import { WARRANTY_TERMS_NOTE } from '@/domain/tools/warranty'
import { warrantyHint } from '@/domain/tools/warrantyHint'
import { loadStoredZipcode } from '@/lib/userProfileStore'

type Status = { kind: 'input' } | { kind: 'loading' } | { kind: 'result'; result: RepairResult; age: number }

type Props = { variant: 'calculator' | 'tool'; rebatesPath?: string | null; headingId: string }

/** Seeded pages (src/seed/locatorPages.ts, src/seed/tools.ts); the site header links the locator the same way. */
const FIND_A_DEALER_PATH = '/find-a-dealer/'
const WARRANTY_PATH = '/warranty/'

const AGE_MESSAGE = 'Choose the age of your system'
const ESTIMATE_MESSAGE = 'Choose your repair estimate'

/**
 * Input -> loading -> result (PB 4). The tool variant waits TOOL_LOADING_MS and shows only Repair or
 * Replace; the calculator shows the spinner just while it computes (reading 3). Changing a choice
 * after a result brings the Get results button back in place of the result.
 */
export function RepairCalculatorClient({ variant, rebatesPath, headingId }: Props) {
  const id = useId()
  const [age, setAge] = useState('')
  const [estimate, setEstimate] = useState('')
  const [errors, setErrors] = useState<{ age?: string; estimate?: string }>({})
  const [status, setStatus] = useState<Status>({ kind: 'input' })
  const [zip, setZip] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const outputRef = useRef<HTMLDivElement>(null)
  const ageRef = useRef<HTMLSelectElement>(null)
  const estimateRef = useRef<HTMLSelectElement>(null)
  const hydrated = useHydratedAttribute()

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (status.kind !== 'input') outputRef.current?.focus()
  }, [status.kind])

  function change(setter: (value: string) => void, field: 'age' | 'estimate') {
    return (event: React.ChangeEvent<HTMLSelectElement>) => {
      setter(event.target.value)
      setErrors((current) => ({ ...current, [field]: undefined }))
      clearTimeout(timer.current)
      setStatus({ kind: 'input' })
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = { age: age === '' ? AGE_MESSAGE : undefined, estimate: estimate === '' ? ESTIMATE_MESSAGE : undefined }
    setErrors(next)
    if (next.age) return ageRef.current?.focus()
    if (next.estimate) return estimateRef.current?.focus()
    const ageValue = Number(age)
    const result = repairOrReplace(ageValue, Number(estimate))
    setZip(loadStoredZipcode().trim())
    setStatus({ kind: 'loading' })
    timer.current = setTimeout(() => setStatus({ kind: 'result', result, age: ageValue }), variant === 'tool' ? TOOL_LOADING_MS : 0)
  }

  const showButton = status.kind === 'input'
  return (
    <form className="repair-calc__form" onSubmit={onSubmit} noValidate aria-labelledby={headingId} {...hydrated}>
      <div className="repair-calc__fields">
        <Select
          id={`${id}-age`}
          selectRef={ageRef}
          label="How old is your system?"
          placeholder="Choose an age"
          value={age}
          onChange={change(setAge, 'age')}
          options={AGE_OPTIONS}
          error={errors.age}
        />
        <Select
          id={`${id}-estimate`}
          selectRef={estimateRef}
          label="What is the repair estimate?"
          placeholder="Choose an amount"
          value={estimate}
          onChange={change(setEstimate, 'estimate')}
          options={ESTIMATE_OPTIONS}
          error={errors.estimate}
        />
      </div>
      {showButton ? (
        <button type="submit" className={buttonClassName({ background: 'baby-blue' }, 'repair-calc__submit')}>
          Get results
        </button>
      ) : null}
      <div ref={outputRef} tabIndex={-1} className="repair-calc__output" aria-live="polite" data-testid="repair-result">
        {status.kind === 'loading' ? <Spinner label="Getting your results" /> : null}
        {status.kind === 'result' && variant === 'tool' ? (
          <p className={`repair-calc__verdict repair-calc__verdict--${status.result.suggestion}`}>{SUGGESTION_LABELS[status.result.suggestion]}</p>
        ) : null}
        {status.kind === 'result' && variant === 'calculator' ? <CalculatorResult result={status.result} age={status.age} rebatesPath={rebatesPath} zip={zip} /> : null}
      </div>
    </form>
  )
}

function Select({
  id,
  selectRef,
  label,
  placeholder,
  value,
  onChange,
  options,
  error,
}: {
  id: string
  selectRef: React.RefObject<HTMLSelectElement | null>
  label: string
  placeholder: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void
  options: readonly { value: number; label: string }[]
  error?: string
}) {
  return (
    <div className="repair-calc__field">
      <label htmlFor={id} className="repair-calc__label">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="repair-calc__select"
        value={value}
        onChange={onChange}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="repair-calc__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function CalculatorResult({ result, age, rebatesPath, zip }: { result: RepairResult; age: number; rebatesPath?: string | null; zip: string }) {
  const refrigerant = refrigerantStatus(age, new Date().getFullYear())
  const savings = coolingSavingsRange(age)
  const warranty = warrantyHint(age)
  const rebatesHref = rebatesPath ? (zip ? `${rebatesPath}?zipcode=${encodeURIComponent(zip)}` : rebatesPath) : null
  return (
    <div className="repair-calc__result">
      <div className={`repair-calc__card repair-calc__card--${result.suggestion}`}>
        <p className="repair-calc__kicker">Our suggestion: {SUGGESTION_LABELS[result.suggestion]}</p>
        <h3 className="repair-calc__headline">{result.headline}</h3>
        <p className="repair-calc__suggestion">{result.suggestionText}</p>
        {warranty ? (
          <div className="repair-calc__warranty" role="note" aria-label="Warranty">
            <p className="repair-calc__warranty-title">{warranty.title}</p>
            <p>
              {warranty.text} <a href={WARRANTY_PATH}>{WARRANTY_TERMS_NOTE}</a>
            </p>
          </div>
        ) : null}
        <div className="repair-calc__actions">
          <a href={FIND_A_DEALER_PATH} className={buttonClassName({ background: 'baby-blue' }, 'repair-calc__action')}>
            Find a dealer near you
          </a>
          {rebatesHref ? (
            <a href={rebatesHref} className={buttonClassName({ background: 'white' }, 'repair-calc__action')}>
              {zip ? `See rebates and tax credits for ${zip}` : 'See rebates and tax credits'}
            </a>
          ) : null}
        </div>
        <p className="repair-calc__explanation">{result.explanation}</p>
      </div>
      <div className="repair-calc__insights">
        <h3 className="repair-calc__insight-title">{refrigerant.title}</h3>
        <p>{refrigerant.text}</p>
        <h3 className="repair-calc__insight-title">What a new system could save</h3>
        <p>{savingsRangeText(savings)} An estimate for cooling only: your climate, home and use change the real figure.</p>
        <div className="repair-calc__sources">
          <p className="repair-calc__sources-title">Sources</p>
          <ul>
            {INSIGHT_SOURCES.map((source) => (
              <li key={source.url}>
                <a href={source.url} rel="noopener noreferrer" target="_blank">
                  {source.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
