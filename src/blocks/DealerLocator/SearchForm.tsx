'use client'

import type React from 'react'
import { useRef, useState } from 'react'
import { PlaceCandidates } from '@/components/dealers/PlaceCandidates'
import type { DealerSearch } from '@/components/dealers/useDealerSearch'
import { clearLeadingWhitespace } from '@/domain/dealers/locatorView'

/**
 * The locator's search box. It shows what the visitor types, and the text of each new search
 * (from the address bar, a candidate place, a nearby link or the change-location modal).
 */
export function LocatorSearchForm({ search, uid }: { search: DealerSearch; uid: string }) {
  // Typed text belongs to the search it was typed after; a newer search shows its own text.
  const [typed, setTyped] = useState<{ text: string; after: number } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const value = typed && typed.after === search.querySeq ? typed.text : search.query
  const inputId = `${uid}-zip`
  const errorId = `${uid}-zip-error`

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = await search.run(value)
    if (problem) inputRef.current?.focus()
  }

  return (
    <form className="locator__search" role="search" noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="locator__label">
        Zip or postal code
      </label>
      <div className="locator__search-row">
        <input
          ref={inputRef}
          id={inputId}
          name="zipcode"
          className="form-field__input locator__input"
          autoComplete="postal-code"
          placeholder="Enter zip, postal code or city"
          value={value}
          aria-invalid={search.problem ? true : undefined}
          aria-describedby={search.problem ? errorId : undefined}
          onChange={(event) => {
            setTyped({ text: clearLeadingWhitespace(event.target.value), after: search.querySeq })
            search.clearProblem()
          }}
        />
        <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit">
          Search
        </button>
      </div>
      {search.problem ? (
        <p id={errorId} className="field-error" role="alert" data-testid="locator-error">
          {search.problem}
        </p>
      ) : null}
      <PlaceCandidates candidates={search.candidates} onChoose={(place) => void search.choose(place)} />
    </form>
  )
}
