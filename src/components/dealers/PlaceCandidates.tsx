'use client'

import type { CandidatePlace } from '@/domain/dealers/retryPolicy'

/** The places an ambiguous city name may mean; choosing one searches it. */
export function PlaceCandidates({ candidates, onChoose }: { candidates: readonly CandidatePlace[]; onChoose: (place: CandidatePlace) => void }) {
  if (!candidates.length) return null
  return (
    <ul className="locator__candidates" aria-label="Matching places">
      {candidates.map((place) => {
        const label = `${place.city}, ${place.state}`
        return (
          <li key={`${label}-${place.postalCode}`}>
            <button type="button" className="locator__candidate" onClick={() => onChoose(place)}>
              {label}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
