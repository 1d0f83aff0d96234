'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { getAddressAutocompleteAdapter, type AddressAutocompleteAdapter, type AddressSuggestion } from './addressAutocompleteAdapter'
import './forms.css'

export type AddressAutocompleteProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'onSelect'> & {
  id: string
  label: string
  /** Accessible name of the suggestion list; "{label} suggestions" by default. */
  suggestionsLabel?: string
  error?: string
  ref?: React.Ref<HTMLInputElement>
  /** Extra class of the field wrapper (the street field spans the form's width). */
  fieldClassName?: string
  onSelectSuggestion: (suggestion: AddressSuggestion) => void
  adapter?: AddressAutocompleteAdapter
}

const DEBOUNCE_MS = 200

/**
 * Combobox (ARIA 1.2 pattern): suggestions appear as the visitor types; arrow keys move,
 * Enter picks, Escape closes. Picking one fills the other address fields through `onSelectSuggestion`.
 */
export function AddressAutocomplete({
  id,
  label,
  suggestionsLabel = `${label} suggestions`,
  error,
  ref,
  fieldClassName,
  onSelectSuggestion,
  adapter = getAddressAutocompleteAdapter(),
  onChange,
  onFocus,
  onBlur,
  onKeyDown,
  ...input
}: AddressAutocompleteProps) {
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Suggestions that arrive after the visitor left the field stay closed.
  const focused = useRef(false)

  useEffect(() => {
    clearTimeout(timer.current)
    if (!query) return
    const controller = new AbortController()
    timer.current = setTimeout(() => {
      adapter
        .suggest(query, controller.signal)
        .then((list) => {
          setSuggestions(list)
          setActive(-1)
          setOpen(list.length > 0 && focused.current)
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([])
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer.current)
      controller.abort()
    }
  }, [query, adapter])

  function choose(suggestion: AddressSuggestion) {
    onSelectSuggestion(suggestion)
    setOpen(false)
    setSuggestions([])
    setQuery('')
  }

  const expanded = open && suggestions.length > 0
  return (
    <div className={['form-field', 'combobox', error ? 'form-field--error' : '', fieldClassName].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className="form-field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        {...input}
        onChange={(event) => {
          onChange?.(event)
          setQuery(event.target.value)
          // An emptied field drops the old suggestions at once; typed text fetches new ones (effect above).
          if (!event.target.value) setSuggestions([])
        }}
        onFocus={(event) => {
          focused.current = true
          onFocus?.(event)
        }}
        onBlur={(event) => {
          focused.current = false
          onBlur?.(event)
          setOpen(false)
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (event.key === 'ArrowDown' && suggestions.length) {
            event.preventDefault()
            setOpen(true)
            setActive((i) => (i + 1) % suggestions.length)
          } else if (event.key === 'ArrowUp' && suggestions.length) {
            event.preventDefault()
            setOpen(true)
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1))
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault()
            choose(suggestions[active] as AddressSuggestion)
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault()
            event.stopPropagation()
            setOpen(false)
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label={suggestionsLabel} className="combobox__list" hidden={!expanded}>
        {suggestions.map((s, i) => (
          <li
            key={`${s.label}-${i}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="combobox__option"
            // mousedown fires before the input's blur, so the pick is not lost.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(s)
            }}
          >
            {s.label}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
